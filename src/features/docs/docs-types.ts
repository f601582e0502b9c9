// Shapes of the API documentation (/docs): a page is a list of blocks. The guides are written as
// blocks (guides/*.ts); the reference pages are generated at build time from the public API's
// OpenAPI document (scripts/docs-build.ts -> generated/*.json) into the same blocks, so one
// renderer (docs-blocks.tsx), one search index and one example runner serve them all.
//
// Inline text (paragraphs, list items, table cells, notes) may hold a small markup, nothing else:
// `code`, **bold** and [label](/path or https://...). No HTML.

/** Languages of the examples: the first four are the request examples of every operation. */
/** In the first line of every request example; replaced by a signed-in user's own test-key prefix. */
export const KEY_PLACEHOLDER = 'cur_test_…';

export type CodeLang = 'curl' | 'js' | 'php' | 'python' | 'json' | 'http' | 'text';

export interface CodeSample {
  lang: CodeLang;
  code: string;
}

/**
 * What the test suite does with a runnable example (tests/e2e/docs-examples.spec.ts): runs its curl
 * and JavaScript versions against the real server with a test key and checks the answer.
 */
export interface ExampleRun {
  /** The HTTP status the example gets (2xx: the call succeeds). */
  status: number;
  /** Top-level fields the answer must contain (those the page documents). */
  fields: readonly string[];
  /**
   * Values of the example that stand for the caller's own data and that the test replaces by real
   * ones before running, e.g. { "12345": "order.id" } (names in tests/e2e/docs-examples.spec.ts).
   */
  fixtures?: Readonly<Record<string, string>>;
  /** The answer is a file (PDF, CSV), not JSON. */
  binary?: boolean;
}

export interface CodeBlock {
  kind: 'code';
  /** Tabs of the same example in several languages; a single sample shows no tabs. */
  samples: readonly CodeSample[];
  caption?: string;
  run?: ExampleRun;
  /** A read-only call a signed-in user can run from the page ("Încearcă"): method GET, path under the API. */
  tryPath?: string;
}

export interface FieldRow {
  /** Dotted path for nested fields: address_to.postal_code, parcels[].weight. */
  name: string;
  type: string;
  required: boolean;
  /** Limits and allowed values, in Romanian: "max. 255 caractere", "1, 2, 3 sau 4". */
  constraints: string;
  description: string;
}

export type DocBlock =
  | { kind: 'h2' | 'h3'; id: string; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'list'; ordered?: boolean; items: readonly string[] }
  | { kind: 'note'; tone: 'info' | 'warning'; text: string }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  /** `answer`: fields of an answer (no required/optional marker: that is for what the caller sends). */
  | { kind: 'fields'; caption: string; rows: readonly FieldRow[]; answer?: boolean }
  | { kind: 'endpoint'; method: string; path: string; scope: 'read' | 'read_write' }
  | CodeBlock;

export interface DocPage {
  /** The page's URL: /docs, /docs/{section}, /docs/api/... */
  path: string;
  /** The h1 (the route's name is the document title). */
  title: string;
  /** The meta description: 110-160 characters, unique. */
  description: string;
  /** The first paragraph, under the h1. */
  lead: string;
  blocks: readonly DocBlock[];
}
