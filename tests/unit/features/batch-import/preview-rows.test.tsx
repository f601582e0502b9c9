// The preview's row: the server's Romanian error next to the value it is about (tied to it for
// screen readers), a suggestion applied with one click, a fix saved in place and a row taken out of
// the batch; and the rows with errors downloaded as a CSV that maps itself when loaded again.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import { errorsCsv } from '../../../../src/features/batch-import/errors-file.ts';
import { guessMapping } from '../../../../src/features/batch-import/header-match.ts';
import { RowCard, rowState } from '../../../../src/features/batch-import/row-card.tsx';
import type { ImportRow } from '../../../../src/features/batch-import/row-card.tsx';

afterEach(cleanup);

const bad: ImportRow = {
  line: 4,
  row: { reference: 'CMD-3', recipient_name: 'Vasile', phone: '07221', locality: 'Cluj Napoca', county: 'Cluj', address_line: 'Str. Horea 5' },
  checks: {},
  verdict: {
    index: 0,
    ok: false,
    errors: { phone: 'Telefonul trebuie să aibă 10 cifre.', locality: 'Localitatea nu există în județul Cluj.' },
    suggestions: { locality: 'Cluj-Napoca' },
  },
  skipped: false,
};

describe('a row of the preview', () => {
  it("shows the server's error next to its value and applies a suggestion with one click", () => {
    const onChange = vi.fn();
    render(<RowCard item={bad} onChange={onChange} onSkip={() => {}} />);
    const card = screen.getByRole('listitem', { name: /Rândul 4 · CMD-3 · Vasile/ });
    expect(within(card).getByText('Cu erori')).toBeTruthy();
    const phoneError = within(card).getByText('Telefonul trebuie să aibă 10 cifre.');
    const described = card.querySelector(`[aria-describedby="${phoneError.id}"]`);
    expect(described?.textContent).toContain('07221');
    fireEvent.click(within(card).getByRole('button', { name: /^Aplică „Cluj-Napoca”: Câmpul Localitate, rândul 4/ }));
    expect(onChange).toHaveBeenCalledWith({ ...bad.row, locality: 'Cluj-Napoca' });
  });

  it('fixes a value in place: the edited row is handed back without empty values', () => {
    const onChange = vi.fn();
    render(<RowCard item={bad} onChange={onChange} onSkip={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Corectează' }));
    const phone = screen.getByRole('textbox', { name: 'Telefon' });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(phone, { target: { value: ' 0722123457 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Referință' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(onChange).toHaveBeenCalledWith({ recipient_name: 'Vasile', phone: '0722123457', county: 'Cluj', locality: 'Cluj Napoca', address_line: 'Str. Horea 5' });
  });

  it('takes a row out of the batch and back; its state follows', () => {
    const onSkip = vi.fn();
    const { rerender } = render(<RowCard item={bad} onChange={() => {}} onSkip={onSkip} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scoate din lot' }));
    expect(onSkip).toHaveBeenCalledWith(true);
    const skipped = { ...bad, skipped: true };
    expect(rowState(skipped)).toBe('skipped');
    rerender(<RowCard item={skipped} onChange={() => {}} onSkip={onSkip} />);
    expect(screen.queryByRole('button', { name: 'Corectează' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pune înapoi în lot' }));
    expect(onSkip).toHaveBeenLastCalledWith(false);
  });

  it('is pending until the server answers, unless the page already found an error', () => {
    expect(rowState({ ...bad, verdict: null })).toBe('pending');
    expect(rowState({ ...bad, verdict: null, checks: { phone: 'x' } })).toBe('bad');
    expect(rowState({ ...bad, verdict: { index: 0, ok: true, errors: {}, suggestions: {} } })).toBe('ok');
  });
});

describe('the rows with errors as a file', () => {
  it('is a semicolon CSV with a BOM: the line, the errors in Romanian, then our template columns', () => {
    const csv = errorsCsv([{ line: 4, row: bad.row, errors: bad.verdict!.errors }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, first] = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(header!.slice(0, 4)).toEqual(['Rândul din fișier', 'Erori', 'Referință', 'Nume destinatar']);
    expect(first![0]).toBe('4');
    expect(first![1]).toBe('Telefon: Telefonul trebuie să aibă 10 cifre. | Localitate: Localitatea nu există în județul Cluj.');
    // Loaded again, its columns map themselves.
    const mapping = guessMapping(header!);
    expect(mapping.phone).toBe('Telefon');
    expect(mapping.locality).toBe('Localitate');
    expect(first![header!.indexOf('Telefon')]).toBe('07221');
  });
});
