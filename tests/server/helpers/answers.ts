// Checks an answer of the private door against its answer schema (server/routes/private/*/answers.ts)
// with ajv: the tests of the one contract (private-answers*.test.ts) use it.
import Ajv, { type AnySchema } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });

/** The answer's body matches the schema (the path and reason of each mismatch said). */
export function expectAnswer(schema: AnySchema, res: LightMyRequestResponse | unknown, status?: number): void {
  const isResponse = typeof res === 'object' && res !== null && 'statusCode' in res && 'json' in res;
  if (isResponse && status !== undefined) expect((res as LightMyRequestResponse).statusCode, (res as LightMyRequestResponse).body).toBe(status);
  const body = isResponse ? (res as LightMyRequestResponse).json() : res;
  const validate = ajv.compile(schema);
  expect(validate(body), `${(schema as { title?: string }).title}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}
