// The public forms take each text no longer than the shared limit (maxLength) and say the limit
// before it is reached: under the label for a line, as a count for a message.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactFields } from '../../../../src/features/forms/contact-fields.tsx';
import { BusinessFields } from '../../../../src/features/forms/business-fields.tsx';
import { emptyValues } from '../../../../src/features/forms/form-values.ts';
import { LIMIT_TEXT, TEXT_LIMITS } from '../../../../src/shared/field-limits.ts';

afterEach(cleanup);

const described = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('limits of the public forms', () => {
  it('contact: every text field has the table’s limit as maxLength and says it', () => {
    render(<ContactFields values={emptyValues('contact')} errors={{}} onChange={() => {}} />);
    const cases: [RegExp, number][] = [
      [/^Nume și prenume/, TEXT_LIMITS.name.max],
      [/^Adresa de e-mail/, TEXT_LIMITS.email.max],
      [/^Telefon/, TEXT_LIMITS.phone.max],
      [/^Număr AWB/, TEXT_LIMITS.reference.max],
    ];
    for (const [label, max] of cases) {
      const input = screen.getByRole('textbox', { name: label }) as HTMLInputElement;
      expect(input.maxLength, String(label)).toBe(max);
      expect(described(input), String(label)).toContain(LIMIT_TEXT.atMost(max));
    }
    const message = screen.getByRole('textbox', { name: /^Mesajul tău/ }) as HTMLTextAreaElement;
    expect(message.maxLength).toBe(TEXT_LIMITS.contactMessage.max);
    expect(described(message)).toContain('5.000 de caractere');
  });

  it('business: the company and the contact name have the same limits as everywhere', () => {
    render(<BusinessFields values={emptyValues('business')} errors={{}} onChange={() => {}} />);
    expect((screen.getByRole('textbox', { name: /^Denumirea firmei/ }) as HTMLInputElement).maxLength).toBe(TEXT_LIMITS.company.max);
    expect((screen.getByRole('textbox', { name: /^Persoana de contact/ }) as HTMLInputElement).maxLength).toBe(TEXT_LIMITS.name.max);
  });
});
