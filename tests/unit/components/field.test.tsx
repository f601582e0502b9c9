import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '../../../src/components/field.tsx';

afterEach(cleanup);

describe('Field', () => {
  it('labels the input and links the hint', () => {
    render(<Field label="Email" hint="Îți trimitem confirmarea aici." name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Îți trimitem confirmarea aici.').id);
  });

  it('marks an error with aria-invalid and describes the input with it', () => {
    render(<Field label="Email" hint="Adresa ta." error="Adresa de e-mail nu este validă." name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toHaveLength(2);
    expect(document.getElementById(ids[1] ?? '')?.textContent).toBe('Adresa de e-mail nu este validă.');
  });
});
