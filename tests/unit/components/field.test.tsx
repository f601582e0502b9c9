import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '../../../src/components/field.tsx';
import { LIMIT_TEXT } from '../../../src/shared/field-limits.ts';

afterEach(cleanup);

describe('Field', () => {
  it('labels the input and links the hint', () => {
    render(<Field label="E-mail" hint="Îți trimitem confirmarea aici." name="email" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Îți trimitem confirmarea aici.').id);
  });

  it('marks an error with aria-invalid and describes the input with it', () => {
    render(<Field label="E-mail" hint="Adresa ta." error="Adresa de e-mail nu este validă." name="email" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toHaveLength(2);
    expect(document.getElementById(ids[1] ?? '')?.textContent).toBe('Adresa de e-mail nu este validă.');
  });

  it('takes no more than its limit and says the limit before it is reached, then that it is reached', () => {
    const { rerender } = render(<Field label="Nume" hint="Ca în buletin." limit={100} value="Ana" onChange={() => {}} />);
    const input = screen.getByLabelText('Nume') as HTMLInputElement;
    expect(input.maxLength).toBe(100);
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Ca în buletin.', LIMIT_TEXT.atMost(100)]);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
    rerender(<Field label="Nume" hint="Ca în buletin." limit={100} value={'a'.repeat(100)} onChange={() => {}} />);
    expect(document.getElementById(ids[1] ?? '')?.textContent).toBe(LIMIT_TEXT.reached(100));
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(LIMIT_TEXT.reached(100));
  });

  it('says no limit when none is given', () => {
    render(<Field label="Oraș" maxLength={50} />);
    expect(screen.getByLabelText('Oraș').getAttribute('aria-describedby')).toBeNull();
  });
});
