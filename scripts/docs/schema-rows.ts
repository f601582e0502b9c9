// JSON schemas of the OpenAPI document -> the rows of a docs table (name, type, required,
// constraints, description), nested fields as dotted paths: address_to.postal_code, parcels[].weight.
import type { FieldRow } from '../../src/features/docs/docs-types.ts';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  example?: unknown;
  examples?: unknown[];
  additionalProperties?: boolean | Schema;
}

export type RefResolver = (schema: Schema | undefined) => Schema | undefined;

/** Follows `#/components/schemas/...` references of the document. */
export function refResolver(doc: { components?: { schemas?: Record<string, Schema> } }): RefResolver {
  const resolve: RefResolver = (schema) => {
    if (!schema?.$ref) return schema;
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`docs: unknown schema reference ${schema.$ref}`);
    return resolve({ ...target, ...(schema.description ? { description: schema.description } : {}) });
  };
  return resolve;
}

const show = (value: unknown) => (typeof value === 'string' ? `\`${value}\`` : `\`${JSON.stringify(value)}\``);

function variants(schema: Schema): Schema[] {
  return schema.oneOf ?? schema.anyOf ?? [];
}

/** The type as the docs write it: integer, string | null, array<object>. */
export function typeOf(schema: Schema, resolve: RefResolver): string {
  const s = resolve(schema) ?? {};
  const alternatives = variants(s);
  if (alternatives.length > 0) return [...new Set(alternatives.map((v) => typeOf(v, resolve)))].join(' | ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [];
  const named = types.map((t) => (t === 'array' ? `array<${s.items ? typeOf(s.items, resolve) : 'any'}>` : t));
  return named.join(' | ') || 'any';
}

/** Limits and allowed values in Romanian. */
export function constraintsOf(schema: Schema, resolve: RefResolver): string {
  const s = resolve(schema) ?? {};
  const parts: string[] = [];
  if (s.enum) parts.push(`valori: ${s.enum.map(show).join(', ')}`);
  if (s.const !== undefined) parts.push(`exact ${show(s.const)}`);
  if (s.minimum !== undefined && s.maximum !== undefined) parts.push(`între ${s.minimum} și ${s.maximum}`);
  else if (s.minimum !== undefined) parts.push(`min. ${s.minimum}`);
  else if (s.maximum !== undefined) parts.push(`max. ${s.maximum}`);
  if (s.exclusiveMinimum !== undefined) parts.push(`peste ${s.exclusiveMinimum}`);
  if (s.minLength !== undefined && s.minLength > 0) parts.push(`min. ${s.minLength} caractere`);
  if (s.maxLength !== undefined) parts.push(`max. ${s.maxLength} caractere`);
  if (s.minItems !== undefined && s.minItems > 0) parts.push(`min. ${s.minItems} elemente`);
  if (s.maxItems !== undefined) parts.push(`max. ${s.maxItems} elemente`);
  if (s.format) parts.push(`format ${s.format}`);
  if (s.pattern) parts.push(`model ${show(s.pattern)}`);
  if (s.default !== undefined) parts.push(`implicit ${show(s.default)}`);
  return parts.join('; ');
}

/**
 * One row per field, depth first. `required` says which of `schema`'s own properties are required;
 * a nested field is required when it and every parent are.
 */
export function schemaRows(schema: Schema | undefined, resolve: RefResolver, prefix = '', parentRequired = true): FieldRow[] {
  const s = resolve(schema);
  if (!s) return [];
  if (s.items && !s.properties) {
    const item = resolve(s.items);
    return item?.properties ? schemaRows(item, resolve, prefix ? `${prefix}[]` : '[]', parentRequired) : [];
  }
  const required = new Set(s.required ?? []);
  const rows: FieldRow[] = [];
  for (const [name, raw] of Object.entries(s.properties ?? {})) {
    const child = resolve(raw) ?? {};
    const path = prefix ? `${prefix}.${name}` : name;
    const isRequired = parentRequired && required.has(name);
    rows.push({ name: path, type: typeOf(child, resolve), required: isRequired, constraints: constraintsOf(child, resolve), description: child.description ?? '' });
    if (child.properties) rows.push(...schemaRows(child, resolve, path, isRequired));
    else if (child.items) {
      const item = resolve(child.items);
      if (item?.properties) rows.push(...schemaRows(item, resolve, `${path}[]`, isRequired));
    } else {
      // oneOf/anyOf of objects (an address id or its fields): their fields, none required alone.
      for (const v of variants(child)) {
        const variant = resolve(v);
        if (variant?.properties) rows.push(...schemaRows(variant, resolve, path, false).filter((r) => !rows.some((x) => x.name === r.name)));
      }
    }
  }
  return rows;
}
