// What a field says about its length agrees with what it takes: the count is maxLength's (UTF-16
// code units, an emoji is 2), a value with a format of its own (a 6-digit postal code, a CNP) fills
// its limit without any warning, and the order form refuses emoji where the label prints them.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '../../../src/components/field.tsx';
import { emptyDraft } from '../../../src/features/shipping/order-draft.ts';
import { validateDetails } from '../../../src/features/shipping/order-validation.ts';
import { LIMIT_TEXT, limitStatus } from '../../../src/shared/field-limits.ts';
import { hasUnprintable, UNPRINTABLE_MESSAGE } from '../../../src/shared/printable-text.ts';

afterEach(cleanup);

describe('length counts', () => {
  it('count what maxLength counts: an emoji is two', () => {
    // 9 letters and an emoji fill a field of 11, as the browser's maxLength sees it.
    expect(limitStatus('Ana Maria😀', 11)).toBe(LIMIT_TEXT.reached(11));
    expect(limitStatus('Ana Maria😀', 12)).toBe(LIMIT_TEXT.left(1));
    expect(limitStatus('Ăîșțâ', 5)).toBe(LIMIT_TEXT.reached(5));
  });

  it('say nothing about the length of a formatted field, which a valid value fills exactly', () => {
    render(<Field label="Cod poștal" hint="6 cifre." limit={6} formatted value="400114" onChange={() => {}} />);
    const input = screen.getByLabelText('Cod poștal') as HTMLInputElement;
    expect(input.maxLength).toBe(6);
    expect(document.body.textContent).not.toContain('Ai ajuns la limita');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('6 cifre.').id);
  });
});

describe('printed fields', () => {
  it('refuse emoji and keep Romanian letters and punctuation', () => {
    for (const text of ['Ana 😀', 'Bl. A ❤️', '🇷🇴', '1️⃣', 'a\u200Db']) expect(hasUnprintable(text), text).toBe(true);
    for (const text of ['Ion Țăranu', 'Str. Ștefan cel Mare nr. 10, bl. A/3', '„Cărți” & jucării (2 buc.)', '+40 722 123 456']) expect(hasUnprintable(text), text).toBe(false);
  });

  it('the order form says so next to each field before anything is sent', () => {
    const draft = emptyDraft(null);
    const errors = validateDetails({
      ...draft,
      sender: { ...draft.sender, name: 'Ana 😀 Pop', phone: '0722 123 456', email: 'ana@exemplu.ro', street: 'Memorandumului', number: '28' },
      recipient: { ...draft.recipient, name: 'Ion Țăranu', phone: '0744 987 654', street: 'Ștefan cel Mare', number: '10', details: 'ap. 3 🏠' },
      content: 'Cărți 📚',
    });
    expect(errors).toEqual({ 'sender.name': UNPRINTABLE_MESSAGE, 'recipient.details': UNPRINTABLE_MESSAGE, content: UNPRINTABLE_MESSAGE });
  });
});
