// Types of scripts/check-critical-path.mjs for the unit test that drives it.
export declare const MAX_BLOCKING: number;
export interface BlockingRequest {
  kind: 'stylesheet' | 'script';
  url: string;
}
export declare function renderBlocking(html: string): BlockingRequest[];
export declare function pageProblems(html: string, readAsset: (url: string) => string | null): string[];
export declare function checkBuild(dist: string): { pages: number; failures: { page: string; problems: string[] }[] };
