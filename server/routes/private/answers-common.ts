// Pieces of the private door's answer schemas (the `answers.ts` of each area): the page of a list,
// and small helpers. Answer schemas describe what the app reads (open: the server may send more);
// they are not registered as Fastify `response` schemas (its serializer would drop what they do not
// list), the client's types are generated from them (scripts/generate-client-types.mjs) and a test
// validates real answers against them (tests/server/private-answers*.test.ts).
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const bool = { type: 'boolean' } as const;
export const nullableStr = { type: ['string', 'null'] } as const;
export const nullableInt = { type: ['integer', 'null'] } as const;

/** A schema or null (an object that may be absent: `order: null`). */
export const orNull = <const S extends JSONSchema>(schema: S) => ({ anyOf: [schema, { type: 'null' }] }) as const;

/** The page of a list (orders/queries paginationMeta). */
export const pageMetaSchema = {
  title: 'PageMeta',
  type: 'object',
  required: ['total', 'per_page', 'current_page', 'last_page'],
  properties: { total: int, per_page: int, current_page: int, last_page: int, from: nullableInt, to: nullableInt },
} as const;

/** `{ data: [items], meta }`. */
export const pageOf = <const T extends string, const S extends JSONSchema>(title: T, items: S) =>
  ({ title, type: 'object', required: ['data', 'meta'], properties: { data: { type: 'array', items }, meta: pageMetaSchema } }) as const;

/** `{ data }`, and a message when the answer carries one. */
export const dataOf = <const T extends string, const S extends JSONSchema>(title: T, data: S) =>
  ({ title, type: 'object', required: ['data'], properties: { data, message: str } }) as const;

/** A signed link of a file a download cannot fetch with the bearer (invoices, payouts' reports). */
export const downloadLinkSchema = { title: 'DownloadLink', type: 'object', required: ['download_url', 'expires_at'], properties: { download_url: str, expires_at: str } } as const;

/** A success that says it in a sentence (logout, password changed...). */
export const messageAnswerSchema = { title: 'MessageAnswer', type: 'object', properties: { message: str } } as const;

/** The fields a schema names, without the index signature of an open object (a handler may send more). */
type Known<T> = T extends readonly (infer U)[] ? Known<U>[] : T extends object ? { [K in keyof T as string extends K ? never : K]: Known<T[K]> } : T;

/** The type of an answer, from its schema: a handler that types its answer with it cannot drift from what the app reads. */
export type Answer<S extends JSONSchema> = Known<FromSchema<S>>;
