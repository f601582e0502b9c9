// The field helpers of the public API's order schemas: a field with its Romanian description and
// example (integer, number, text, bool, nullable, dateTime), an address-book reference, and
// `annotate`, which gives the fields of a shared schema their descriptions.
export const integer = (description: string, example: number) => ({ type: 'integer', description, examples: [example] }) as const;
export const number = (description: string, example: number) => ({ type: 'number', description, examples: [example] }) as const;
export const text = (description: string, example: string) => ({ type: 'string', description, examples: [example] }) as const;
export const bool = (description: string, example: boolean) => ({ type: 'boolean', description, examples: [example] }) as const;
export const nullable = (type: 'string' | 'integer' | 'number', description: string, example: unknown) => ({ type: [type, 'null'], description, examples: [example] }) as const;
export const dateTime = (description: string, example: string) => ({ type: 'string', description: `${description} (ISO 8601, UTC).`, examples: [example] }) as const;
export const ref = { type: 'integer', minimum: 1 } as const;

type Schema = { properties?: Record<string, Schema>; items?: Schema; [key: string]: unknown };

/**
 * A copy of `schema` with descriptions (and examples) added by path: `a.b` for a property of an
 * object, `a.*` for the items of an array. Annotations only: what the schema accepts is unchanged.
 * A path that is not in the schema throws, so the texts cannot drift from the fields.
 */
export function annotate<S extends object>(schema: S, notes: Record<string, string | { description: string; examples: unknown[] }>): S {
  // A JSON copy, not structuredClone: that one keeps a schema used twice (address_from and address_to,
  // the shared id and count schemas) as one object, so the note of one field would land on the other.
  const copy = JSON.parse(JSON.stringify(schema)) as Schema;
  for (const [path, note] of Object.entries(notes)) {
    let node: Schema | undefined = copy;
    for (const part of path ? path.split('.') : []) node = part === '*' ? node?.items : node?.properties?.[part];
    if (!node) throw new Error(`annotate: no ${path} in the schema`);
    Object.assign(node, typeof note === 'string' ? { description: note } : note);
  }
  return copy as unknown as S;
}
