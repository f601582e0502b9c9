// One operation of the OpenAPI document -> the blocks of its section on a reference page: heading
// with anchor, method and path with the scope it needs, description, parameter / body / answer
// tables, the errors it can return, the request examples (curl, JavaScript, PHP, Python) with what
// the test suite checks when it runs them, and an example answer.
import type { CodeBlock, DocBlock, ExampleRun, FieldRow } from '../../src/features/docs/docs-types.ts';
import { requestSamples } from '../../src/features/docs/request-samples.ts';
import { constraintsOf, schemaRows, typeOf, type RefResolver, type Schema } from './schema-rows.ts';
import { slugify } from '../../src/features/content/legal-slug.ts';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}

interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}

export interface ApiError {
  status: number;
  code: string;
  reason: string;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
  'x-scope'?: 'read' | 'read_write';
  'x-errors'?: ApiError[];
}

export interface OperationSpec {
  /** "METHOD /path" as in the document. */
  op: string;
  /**
   * The caller's own data in the example (see ExampleRun.fixtures): by path parameter name
   * ("path:id") or by a JSON pointer into the example body ("/order_ids/0").
   */
  fixtures?: Readonly<Record<string, string>>;
  /** The answer is a file saved under this name. */
  file?: string;
}

export function kebab(id: string): string {
  return id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function firstExample(holder: { example?: unknown; examples?: unknown } | undefined): unknown {
  if (!holder) return undefined;
  if (holder.example !== undefined) return holder.example;
  const examples = holder.examples;
  if (Array.isArray(examples)) return examples[0];
  if (examples && typeof examples === 'object') {
    const first = Object.values(examples as Record<string, { value?: unknown }>)[0];
    return first?.value;
  }
  return undefined;
}

function paramExample(p: Parameter): unknown {
  return firstExample(p) ?? firstExample(p.schema);
}

function json(media: MediaType | undefined, resolve: RefResolver): { schema?: Schema; example?: unknown } {
  if (!media) return {};
  const schema = resolve(media.schema);
  return { schema, example: firstExample(media) ?? firstExample(schema) };
}

function paramRows(params: Parameter[], resolve: RefResolver): FieldRow[] {
  return params.map((p) => ({
    name: p.name,
    type: p.schema ? typeOf(p.schema, resolve) : 'string',
    required: Boolean(p.required),
    constraints: p.schema ? constraintsOf(p.schema, resolve) : '',
    description: p.description ?? p.schema?.description ?? '',
  }));
}

/**
 * The value each fixture shows in the examples: distinctive, so the test that runs the examples can
 * swap it for the real id without touching any other number of the request.
 */
export const FIXTURE_LITERALS: Readonly<Record<string, number | string>> = {
  'order.id': 12345,
  'order.awb': 'AWB1234567890',
  'address.delivery.id': 20001,
  'address.shipping.id': 20002,
  'address.billing.id': 20003,
  'report.id': 30001,
  'webhook.id': 40001,
  'delivery.id': 50001,
  'return.id': 60001,
  'return.requested.id': 60002,
  'return.approved.id': 60003,
  'return.received.id': 60004,
  'photo.id': 60005,
};

function setPointer(value: unknown, path: string, next: unknown): void {
  const keys = path.split('/').slice(1);
  const last = keys.pop();
  const parent = keys.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);
  if (!parent || typeof parent !== 'object' || last === undefined) throw new Error(`docs: no ${path} in the example body`);
  (parent as Record<string, unknown>)[last] = next;
}

export interface OperationContext {
  resolve: RefResolver;
  /** The API's base URL in the examples (https://curiero.ro/api/public/v1). */
  baseUrl: string;
  /** false while drafting: an operation without examples gets no example block instead of an error. */
  strict?: boolean;
}

/**
 * The top-level fields the test expects in the answer (of its first item, for a list): the required
 * ones when the schema says which (an optional field, e.g. a message only sent on failure, may be
 * absent), else every documented one.
 */
/**
 * The top-level fields the test expects in the answer (of its first item, for a list): the
 * required ones when the schema says, else those of the documented example answer (a field shown
 * only in some answers, like a tracking item's `message`, is left out of the example), else all.
 */
function answerFields(schema: Schema | undefined, example: unknown, resolve: RefResolver): string[] {
  const s = resolve(schema);
  if (!s) return [];
  const object = s.properties ? s : resolve(s.items);
  const names = Object.keys(object?.properties ?? {});
  const required = object?.required;
  const shown = Array.isArray(example) ? example[0] : example;
  const chosen = required ? names.filter((f) => required.includes(f)) : shown && typeof shown === 'object' ? names.filter((f) => f in shown) : names;
  return chosen.filter((f) => f !== 'test_mode');
}

export function operationBlocks(method: string, path: string, op: Operation, spec: OperationSpec, ctx: OperationContext): DocBlock[] {
  const { resolve } = ctx;
  const name = `${method.toUpperCase()} ${path}`;
  const id = op.operationId ? kebab(op.operationId) : slugify(op.summary ?? name);
  const blocks: DocBlock[] = [
    { kind: 'h2', id, text: op.summary ?? name },
    { kind: 'endpoint', method: method.toUpperCase(), path, scope: op['x-scope'] ?? 'read' },
  ];
  if (op.description) blocks.push({ kind: 'p', text: op.description });

  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  if (pathParams.length) blocks.push({ kind: 'fields', caption: 'Parametri în cale', rows: paramRows(pathParams, resolve) });
  if (queryParams.length) blocks.push({ kind: 'fields', caption: 'Parametri în query string', rows: paramRows(queryParams, resolve) });

  const body = json(op.requestBody?.content?.['application/json'], resolve);
  // The caller's own ids show as FIXTURE_LITERALS (a copy: the document is not changed).
  const fixtures: Record<string, string> = {};
  const fixedParams: Record<string, string> = {};
  if (body.example !== undefined) body.example = structuredClone(body.example);
  for (const [where, fixture] of Object.entries(spec.fixtures ?? {})) {
    const literal = FIXTURE_LITERALS[fixture];
    if (literal === undefined) throw new Error(`docs: ${name}: unknown fixture ${fixture}`);
    if (where.startsWith('path:')) fixedParams[where.slice(5)] = String(literal);
    else if (body.example !== undefined) setPointer(body.example, where, literal);
    else if (ctx.strict !== false) throw new Error(`docs: ${name}: no example body for the fixture ${fixture}`);
    fixtures[String(literal)] = fixture;
  }
  if (body.schema) blocks.push({ kind: 'fields', caption: 'Corpul cererii (JSON)', rows: schemaRows(body.schema, resolve) });

  const success = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith('2'));
  const status = success ? Number(success[0]) : 200;
  const answerMedia = success?.[1].content?.['application/json'];
  const answer = json(answerMedia, resolve);
  const fileType = success && !answerMedia ? Object.keys(success[1].content ?? {})[0] : undefined;
  if (success?.[1].description) blocks.push({ kind: 'p', text: `**Răspuns ${status}:** ${success[1].description}` });
  if (answer.schema) {
    const rows = schemaRows(answer.schema, resolve);
    if (rows.length) blocks.push({ kind: 'fields', caption: 'Câmpurile răspunsului', rows, answer: true });
  }

  const errors = op['x-errors'] ?? [];
  if (errors.length) {
    blocks.push({
      kind: 'table',
      caption: 'Erori posibile',
      head: ['Status', 'Cod', 'Când'],
      rows: errors.map((e) => [String(e.status), `\`${e.code}\``, e.reason]),
    });
  }

  // The example request: path and query parameters from their examples, the body's example.
  const missing: string[] = [];
  const exampleOf = (p: Parameter) => {
    const value = p.in === 'path' && fixedParams[p.name] !== undefined ? fixedParams[p.name] : paramExample(p);
    if (value === undefined && p.required) missing.push(p.name);
    return value;
  };
  const filled = path.replace(/\{([^}]+)\}/g, (_, key: string) => {
    const p = pathParams.find((x) => x.name === key);
    return encodeURIComponent(String(p ? (exampleOf(p) ?? `{${key}}`) : `{${key}}`));
  });
  const query = queryParams
    .map((p) => [p.name, exampleOf(p)] as const)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  if (body.schema && body.example === undefined && op.requestBody?.required) missing.push('corpul cererii');
  if (missing.length) {
    if (ctx.strict !== false) throw new Error(`docs: ${name} has no example for ${missing.join(', ')} (add it to the route schema)`);
    return blocks;
  }
  const url = `${ctx.baseUrl}${filled}${query ? `?${query}` : ''}`;

  const run: ExampleRun = {
    status,
    fields: answerFields(answer.schema, answer.example, resolve),
    ...(Object.keys(fixtures).length ? { fixtures } : {}),
    ...(fileType ? { binary: true } : {}),
  };
  const file = spec.file ?? (fileType ? `fisier.${fileType.split('/')[1] ?? 'bin'}` : undefined);
  const code: CodeBlock = {
    kind: 'code',
    caption: 'Exemplu de cerere',
    samples: requestSamples({ method: method.toUpperCase(), url, ...(body.example !== undefined ? { body: body.example } : {}), ...(file ? { file } : {}) }),
    run,
    // A read-only call without the caller's own ids can be tried from the page.
    ...(method.toUpperCase() === 'GET' && (op['x-scope'] ?? 'read') === 'read' && !fileType && !spec.fixtures ? { tryPath: `${filled}${query ? `?${query}` : ''}` } : {}),
  };
  blocks.push(code);
  if (answer.example !== undefined) {
    blocks.push({ kind: 'code', caption: `Exemplu de răspuns (${status})`, samples: [{ lang: 'json', code: JSON.stringify(answer.example, null, 2) }] });
  }
  return blocks;
}
