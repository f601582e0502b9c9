// Control characters in the strings of a request (issue 16). PostgreSQL refuses a NUL in text and
// jsonb, and no field of the API has a use for the other C0 controls, DEL or a lone UTF-16
// surrogate, so they are refused once, here, with a 422 naming the field (validation.ts words it),
// instead of one check per route or a 500 from the database.
//
// Every string of a route's JSON schema (body, query string, path parameters, headers) is checked
// by the ajv keyword `characters`, which installTextGuard adds to each string schema of each route
// when it is registered:
//   'single-line' (the default): no control character at all (tab and line breaks included);
//   'multi-line': tab, line feed and carriage return are allowed (free text: messages, stacks); mark
//                 such a field with multiline(schema).
// A free-form object or array (no `properties` or `items`, e.g. an error report's `context`) is
// walked whole: its strings are checked as multi-line text and its keys as single-line ones.
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';

export const CHARACTERS_KEYWORD = 'characters';
export type TextKind = 'single-line' | 'multi-line';

// C0 controls and DEL; the multi-line set leaves out \t (09), \n (0A) and \r (0D). Control
// characters in these patterns are the point.
/* eslint-disable no-control-regex */
const SINGLE_LINE_REFUSED = /[\u0000-\u001F\u007F]/;
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/* eslint-enable no-control-regex */
// A high surrogate not followed by a low one, or a low one not preceded by a high one: not text
// (Buffer.from turns it into U+FFFD silently, and jsonb refuses its \ud800 escape).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` holds a character refused in that kind of text. */
export function hasRefusedCharacters(value: string, kind: TextKind): boolean {
  return (kind === 'multi-line' ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED).test(value) || LONE_SURROGATE.test(value);
}

/** A string schema of free text, whose value may hold tabs and line breaks. */
export function multiline<S extends object>(schema: S): S & { characters: 'multi-line' } {
  return { ...schema, characters: 'multi-line' };
}

interface KeywordError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/** The JSON pointer of a key below `base` (ajv's escaping of ~ and /). */
const pointer = (base: string, key: string | number) => `${base}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * The errors of a free-form value: each string (multi-line text) by its own path, and each object
 * holding a refused key by the object's path (a key with a control character cannot name a field).
 * Iterative: a deeply nested body must not exhaust the stack.
 */
function freeFormErrors(root: unknown, rootPath: string): KeywordError[] {
  const errors: KeywordError[] = [];
  const error = (instancePath: string) => errors.push({ keyword: CHARACTERS_KEYWORD, instancePath, params: { characters: 'multi-line' }, message: 'refused characters' });
  const stack: [unknown, string][] = [[root, rootPath]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (hasRefusedCharacters(value, 'multi-line')) error(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push([item, pointer(path, index)]));
    } else if (value !== null && typeof value === 'object') {
      let badKey = false;
      for (const [key, item] of Object.entries(value)) {
        if (hasRefusedCharacters(key, 'single-line')) badKey = true;
        else stack.push([item, pointer(path, key)]);
      }
      if (badKey) error(path);
    }
  }
  return errors;
}

// ajv's types as Fastify gives them (ajv itself is Fastify's dependency, not ours).
type AjvPlugin = Extract<NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number], (...args: never[]) => unknown>;

/** The ajv keyword (given to Fastify as an ajv plugin, app/index.ts). */
export const charactersKeyword: AjvPlugin = (ajv) => {
  const validate = (kind: TextKind, data: unknown, _parentSchema?: unknown, context?: { instancePath: string }): boolean => {
    const instancePath = context?.instancePath ?? '';
    if (typeof data === 'string') {
      if (!hasRefusedCharacters(data, kind)) return true;
      validate.errors = [{ keyword: CHARACTERS_KEYWORD, instancePath, params: { characters: kind }, message: 'refused characters' }];
      return false;
    }
    if (data === null || typeof data !== 'object') return true;
    const errors = freeFormErrors(data, instancePath);
    validate.errors = errors;
    return errors.length === 0;
  };
  validate.errors = undefined as KeywordError[] | undefined;
  ajv.addKeyword({ keyword: CHARACTERS_KEYWORD, schemaType: 'string', errors: true, validate });
  return ajv;
};

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);
const typesOf = (schema: Schema): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/** A copy of `schema` with `characters` on every string schema and free-form container that has none. */
export function withCharacterChecks(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  const types = typesOf(copy);
  const freeForm =
    (types.includes('object') && copy.properties === undefined && copy.additionalProperties === undefined && copy.patternProperties === undefined) ||
    (types.includes('array') && copy.items === undefined);
  if (copy[CHARACTERS_KEYWORD] === undefined) {
    if (types.includes('string')) copy[CHARACTERS_KEYWORD] = 'single-line';
    else if (freeForm) copy[CHARACTERS_KEYWORD] = 'multi-line';
  }
  for (const key of ['properties', 'patternProperties', 'definitions', '$defs']) {
    if (isSchema(copy[key])) copy[key] = Object.fromEntries(Object.entries(copy[key]).map(([name, sub]) => [name, withCharacterChecks(sub)]));
  }
  for (const key of ['items', 'additionalProperties', 'additionalItems', 'contains', 'not', 'if', 'then', 'else']) {
    if (isSchema(copy[key])) copy[key] = withCharacterChecks(copy[key]);
  }
  for (const key of ['items', 'prefixItems', 'anyOf', 'oneOf', 'allOf']) {
    if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(withCharacterChecks);
  }
  return copy;
}

const PARTS = ['body', 'querystring', 'query', 'params', 'headers'] as const;

/** How a published schema (the OpenAPI document) names the keyword: an extension, which any reader may ignore. */
export const CHARACTERS_EXTENSION = `x-${CHARACTERS_KEYWORD}`;

/** Keywords whose value is data (an example, an allowed value), not a schema. */
const VALUE_KEYWORDS = new Set(['examples', 'example', 'enum', 'const', 'default']);

/**
 * A copy of `value` in which every `characters` keyword of a schema is named `x-characters`: the
 * keyword is this server's (ajv), not JSON Schema's, and an OpenAPI document may carry only its own
 * keywords and `x-` extensions. A property that is itself called `characters` is kept.
 */
export function publishedCharacters(value: unknown, inProperties = false): unknown {
  if (Array.isArray(value)) return value.map((item) => publishedCharacters(item));
  if (!isSchema(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, sub]) => [
      !inProperties && key === CHARACTERS_KEYWORD && typeof sub === 'string' ? CHARACTERS_EXTENSION : key,
      // Under properties / patternProperties the keys are field names, not keywords; values are data.
      !inProperties && VALUE_KEYWORDS.has(key) ? sub : publishedCharacters(sub, !inProperties && (key === 'properties' || key === 'patternProperties')),
    ]),
  );
}

/**
 * Adds the character checks to the request schemas of every route registered from now on (call
 * before the routes). A route's own `characters` (multiline()) is kept.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.schema) return;
    const schema: Record<string, unknown> = { ...route.schema };
    for (const part of PARTS) if (schema[part] !== undefined) schema[part] = withCharacterChecks(schema[part]);
    route.schema = schema;
  });
}
