import { describe, expect, it } from 'vitest';
import { capitalize, setDocumentTitle } from '../../../src/lib/title.ts';

describe('capitalize', () => {
  it('upper-cases only the first letter', () => {
    expect(capitalize('urmărire AWB DPD')).toBe('Urmărire AWB DPD');
    expect(capitalize('Curiero')).toBe('Curiero');
    expect(capitalize('')).toBe('');
  });

  it('handles Romanian letters with diacritics', () => {
    expect(capitalize('înregistrare')).toBe('Înregistrare');
    expect(capitalize('ăsta')).toBe('Ăsta');
    expect(capitalize('âncă')).toBe('Âncă');
    expect(capitalize('ștergere')).toBe('Ștergere');
    expect(capitalize('ștergere').codePointAt(0)).toBe(0x0218);
    expect(capitalize('țări').codePointAt(0)).toBe(0x021a);
  });

  it('sets the document title', () => {
    setDocumentTitle('politica de confidențialitate');
    expect(document.title).toBe('Politica de confidențialitate');
  });
});
