// How the server starts a worker thread on one of its modules (the database thread, the quote thread,
// the render threads). Compiled (npm run build), the thread runs the compiled module next to its
// caller. Run as TypeScript (vitest, tsx in npm run dev), a worker thread does not inherit the loader:
// it starts ts-entry.mjs, which registers tsx and then imports the .ts module named in its argv.

export interface ThreadModule {
  /** The thread's entry: give it to `new Worker()` or as piscina's `filename`. */
  filename: URL;
  /** The thread's arguments (the module ts-entry.mjs loads): give them as the Worker's or piscina's `argv`. */
  argv: string[];
}

const TS_ENTRY = new URL('./ts-entry.mjs', import.meta.url);

/** The thread that runs `name` (a module next to `callerUrl`, named without its extension). */
export function threadModule(callerUrl: string, name: string): ThreadModule {
  if (callerUrl.endsWith('.ts')) return { filename: TS_ENTRY, argv: [new URL(`./${name}.ts`, callerUrl).href] };
  return { filename: new URL(`./${name}.js`, callerUrl), argv: [] };
}
