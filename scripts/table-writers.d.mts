export const WRITE_EXCEPTIONS: Record<string, string>;
/** { table: { module: files } } for the server under `root`, the exceptions left out. */
export function tableWriters(root: string): Record<string, Record<string, string[]>>;
