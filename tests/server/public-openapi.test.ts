// The public API's OpenAPI 3.1 document (/api/public/v1/openapi.json, no key needed): valid for the
// OpenAPI 3.1 schema (checked with a maintained validator), every call of the contract and of ours
// documented, each operation with a Romanian summary and description, a tag, a documented answer,
// and the API-key security; examples in the answers; paths relative to the server URL.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT } from './contract/api-shapes.ts';
import { authHarness, PUBLIC_URL, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

type Operation = { summary?: string; description?: string; tags?: string[]; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

describe.each(testDatabases().slice(0, 1))('the OpenAPI document on $name', (backend) => {
  let h: AuthHarness;
  let doc: { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };
  beforeAll(async () => {
    h = await authHarness(backend);
    const res = await h.app.inject({ method: 'GET', url: '/api/public/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => h?.close());

  it('is a valid OpenAPI 3.1 document, served without a key', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.servers[0]!.url).toBe(`${PUBLIC_URL}/api/public/v1`);
  });

  it('documents every call of the contract, at its path', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`)),
    );
    const missing = Object.keys(CONTRACT)
      .map((call) => call.replace(/\{[^}]+\}/g, '{}'))
      // The two fixed-location calls share one path (a country code or an id).
      .filter((call) => !documented.has(call));
    expect(missing).toEqual([]);
  });

  it('gives every operation a Romanian summary and description, a tag, an answer and the key', () => {
    const problems: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!op.summary || op.summary.length < 5) problems.push(`${name}: no summary`);
        if (!op.description || op.description.length < 20) problems.push(`${name}: no description`);
        if (!op.tags?.length) problems.push(`${name}: no tag`);
        if (!Object.keys(op.responses ?? {}).some((code) => code.startsWith('2'))) problems.push(`${name}: no documented answer`);
      }
    }
    expect(problems).toEqual([]);
    const text = JSON.stringify(doc.paths);
    expect(text).toMatch(/[șțăîâ]/);
    expect(text).not.toMatch(/[şţ]/); // cedilla letters instead of comma-below ones
    expect(doc.components.securitySchemes).toMatchObject({ apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } });
  });

  it('carries examples', () => {
    const examples = JSON.stringify(doc).match(/"examples?":/g) ?? [];
    expect(examples.length).toBeGreaterThan(20);
  });
});
