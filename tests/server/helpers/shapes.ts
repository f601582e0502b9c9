// Checks an answer against a contract shape (api-shapes): exactly these fields, each of this JSON
// type ("integer" is a whole number; an object shape is checked the same way, recursively), so a
// missing, extra or mistyped field fails with its path.
import { expect } from 'vitest';

export type Kind = 'integer' | 'number' | 'string' | 'boolean' | 'array' | 'null';
export interface Shape {
  [field: string]: Kind | Kind[] | Shape;
}

function kindOf(value: unknown): Kind | 'object' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as Kind | 'object';
}

function fits(value: unknown, kind: Kind): boolean {
  const actual = kindOf(value);
  return actual === kind || (kind === 'number' && actual === 'integer');
}

export function expectShape(value: unknown, shape: Shape, path = 'answer'): void {
  expect(kindOf(value), path).toBe('object');
  const record = value as Record<string, unknown>;
  expect(Object.keys(record).sort(), `${path}: fields`).toEqual(Object.keys(shape).sort());
  for (const [field, kind] of Object.entries(shape)) {
    const at = `${path}.${field}`;
    if (typeof kind === 'object' && !Array.isArray(kind)) expectShape(record[field], kind, at);
    else expect((Array.isArray(kind) ? kind : [kind]).some((k) => fits(record[field], k)), `${at} is ${kindOf(record[field])}, not ${String(kind)}`).toBe(true);
  }
}
