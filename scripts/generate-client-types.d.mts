// Types of generate-client-types.mjs for the TypeScript that imports it (tests).
export const OUTPUT: string;
export const SCHEMAS: string;
export function renderClientTypes(answers: readonly { title: string }[]): Promise<string>;
