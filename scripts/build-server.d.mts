// Types of build-server.mjs for the TypeScript that imports it (tests).
export function serverBuildDir(clientOutDir?: string): string;
export function serverEntry(clientOutDir?: string): string;
export function buildServer(clientOutDir?: string): void;
export function newerSource(clientOutDir?: string): string | null;
