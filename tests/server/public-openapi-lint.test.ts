// The OpenAPI document the server serves (/api/public/v1/openapi.json), linted by a maintained
// OpenAPI linter (Redocly's, its `recommended` rules): no error and no warning. The text guard's
// own ajv keyword (`characters`, server/http/text-characters.ts) is not OpenAPI's: the document
// publishes it as the extension `x-characters`, which Redocly (and every reader) accepts.
// And our own rules for the descriptions of every field of every operation (parameters, bodies,
// answers, nested and array items, whatever stream added them): two different fields of one request
// or one answer never share a description (a copied text says the wrong thing of one of them), and
// the limits a description states ("cel mult 10", "2-100 de caractere", "de la 1") are the schema's.
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHarness, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

/**
 * Rules of `recommended` turned off, each with its reason.
 * - info-license: the API is a service of Curiero's, used under its terms of service; it is not a
 *   work published under a licence, so there is no licence to name (inventing one would be untrue).
 */
const RULES_OFF = { 'info-license': 'off' } as const;

type Schema = {
  $ref?: string;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  [keyword: string]: unknown;
};
type Parameter = { name: string; in: string; description?: string; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: Schema }> }; responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
/** A described field: where it is, its name (an array's items: `name[]`), its description, its schema. */
type Field = { path: string; name: string; description: string; schema: Schema };

/** Every described property and array item of `schema`, nested and in combinators. */
function fieldsOf(schema: Schema | undefined, path: string, name: string, found: Field[] = []): Field[] {
  if (!schema || typeof schema !== 'object' || schema.$ref) return found;
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (property.description) found.push({ path: `${path}.${key}`, name: key, description: property.description, schema: property });
    fieldsOf(property, `${path}.${key}`, key, found);
  }
  if (schema.items) {
    if (schema.items.description) found.push({ path: `${path}[]`, name: `${name}[]`, description: schema.items.description, schema: schema.items });
    fieldsOf(schema.items, `${path}[]`, `${name}[]`, found);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const member of schema[key] ?? []) fieldsOf(member, path, name, found);
  return found;
}

/** The request's fields (parameters and body) and each answer's, one list per group. */
function fieldGroups(op: Operation): [string, Field[]][] {
  const request: Field[] = [];
  for (const p of op.parameters ?? []) {
    if (p.description) request.push({ path: `${p.in} ${p.name}`, name: p.name, description: p.description, schema: p.schema ?? {} });
    fieldsOf(p.schema, `${p.in} ${p.name}`, p.name, request);
  }
  for (const media of Object.values(op.requestBody?.content ?? {})) fieldsOf(media.schema, 'body', 'body', request);
  const answers = Object.entries(op.responses ?? {}).map(([status, answer]): [string, Field[]] => [
    status,
    Object.values(answer.content ?? {}).flatMap((media) => fieldsOf(media.schema, status, status)),
  ]);
  return [['request', request], ...answers];
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?|unul|una)`;
const value = (text: string) => (/^un/.test(text) ? 1 : Number(text.replace(',', '.')));
/** The bounds a description states: "cel mult N", "max. N", "cel puțin N", "de la N", "N-M (de) caractere", "între N și M". */
function describedBounds(description: string): { min: number[]; max: number[] } {
  const all = (pattern: string) => [...description.matchAll(new RegExp(pattern, 'g'))];
  const max = [...all(String.raw`cel mult ${NUMBER}`), ...all(String.raw`max\. ${NUMBER}`)].map((m) => value(m[1]!));
  const min = [...all(String.raw`cel puțin ${NUMBER}`), ...all(String.raw`de la ${NUMBER}`)].map((m) => value(m[1]!));
  for (const m of [...all(String.raw`(\d+)-(\d+) (?:de )?caractere`), ...all(String.raw`între (\d+) și (\d+)`)]) {
    min.push(Number(m[1]));
    max.push(Number(m[2]));
  }
  return { min, max };
}
const numbers = (schema: Schema, keywords: string[]) => keywords.map((k) => schema[k]).filter((v): v is number => typeof v === 'number');

/** A described bound that the schema states otherwise (a schema without that bound is not checked here). */
function boundProblems(field: Field): string[] {
  const { min, max } = describedBounds(field.description);
  const schemaMax = numbers(field.schema, ['maximum', 'maxLength', 'maxItems']);
  const schemaMin = numbers(field.schema, ['minimum', 'minLength', 'minItems']);
  const problems: string[] = [];
  for (const n of max) if (schemaMax.length && !schemaMax.includes(n)) problems.push(`${field.path}: described at most ${n}, schema ${schemaMax.join('/')}`);
  for (const n of min) if (schemaMin.length && !schemaMin.includes(n)) problems.push(`${field.path}: described at least ${n}, schema ${schemaMin.join('/')}`);
  return problems;
}

const problemLine = (p: NormalizedProblem) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`;

describe.each(testDatabases().slice(0, 1))('the served OpenAPI document, linted, on $name', (backend) => {
  let h: AuthHarness;
  let source: string;
  beforeAll(async () => {
    h = await authHarness(backend);
    const res = await h.app.inject({ method: 'GET', url: '/api/public/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    source = res.body;
    doc = res.json();
  });
  let doc: { paths: Record<string, Record<string, Operation>> };
  const operations = () => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
  afterAll(async () => h?.close());

  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const config = await createConfig({ extends: ['recommended'], rules: RULES_OFF });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    expect(problems.map(problemLine)).toEqual([]);
  });

  it('publishes the text guard’s keyword only as the extension x-characters', () => {
    const keywords: string[] = [];
    const walk = (value: unknown, path: string, fieldNames: boolean) => {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}/${i}`, false));
      else if (value !== null && typeof value === 'object') {
        for (const [key, sub] of Object.entries(value)) {
          if (!fieldNames && key === 'characters') keywords.push(`${path}/${key}`);
          walk(sub, `${path}/${key}`, !fieldNames && (key === 'properties' || key === 'patternProperties'));
        }
      }
    };
    walk(JSON.parse(source), '#', false);
    expect(keywords).toEqual([]);
    // Still said: the refused characters are part of the contract (single-line, or multi-line text).
    expect(source).toContain('"x-characters":"single-line"');
  });

  it('never gives one description to two different fields of a request or of an answer', () => {
    const problems: string[] = [];
    for (const { name, op } of operations()) {
      for (const [group, fields] of fieldGroups(op)) {
        const byText = new Map<string, Field[]>();
        for (const field of fields) byText.set(field.description, [...(byText.get(field.description) ?? []), field]);
        for (const [text, same] of byText) {
          const names = [...new Set(same.map((f) => f.name))];
          if (names.length > 1) problems.push(`${name} ${group}: ${same.map((f) => f.path).join(', ')} share "${text}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('states in the descriptions only the limits that the schemas have', () => {
    const problems = operations().flatMap(({ name, op }) => fieldGroups(op).flatMap(([, fields]) => fields.flatMap(boundProblems).map((p) => `${name} ${p}`)));
    expect(problems).toEqual([]);
    // The rule reads what it should: the create-order body's parcels and contact.
    const body = fieldGroups(doc.paths['/orders']!.post!)[0]![1];
    expect(describedBounds(body.find((f) => f.path === 'body.content.parcels')!.description).max).toEqual([10]);
    expect(describedBounds(body.find((f) => f.path === 'body.address_to.contact')!.description)).toEqual({ min: [2], max: [100] });
  });
});
