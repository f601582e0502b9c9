// The OpenAPI document the server serves (/api/public/v1/openapi.json), linted by a maintained
// OpenAPI linter (Redocly's, its `recommended` rules): no error and no warning. The text guard's
// own ajv keyword (`characters`, server/http/text-characters.ts) is not OpenAPI's: the document
// publishes it as the extension `x-characters`, which Redocly (and every reader) accepts.
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

const problemLine = (p: NormalizedProblem) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`;

describe.each(testDatabases().slice(0, 1))('the served OpenAPI document, linted, on $name', (backend) => {
  let h: AuthHarness;
  let source: string;
  beforeAll(async () => {
    h = await authHarness(backend);
    const res = await h.app.inject({ method: 'GET', url: '/api/public/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    source = res.body;
  });
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
});
