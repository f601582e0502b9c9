// The one table of text limits (src/shared/field-limits.ts): every form's rules take their limits
// from it, and the words saying a limit are Romanian and right for every number.
import { describe, expect, it } from 'vitest';
import { characters, formatCount, limitStatus, LIMIT_TEXT, TEXT_LIMITS } from '../../../src/shared/field-limits.ts';
import { FORM_LIMITS, validateForm } from '../../../src/shared/forms.ts';
import { SHIPPING_LIMITS } from '../../../src/shared/shipping.ts';
import { NAME_MAX, EMAIL_MAX, checkName } from '../../../src/features/auth/components/form-validation.ts';
import { validateBilling, validateDetails } from '../../../src/features/shipping/order-validation.ts';
import { emptyValues as emptyAddress, validateAddress } from '../../../src/features/addresses/address-form-model.ts';
import { emptyContact, emptyDraft, type OrderDraft } from '../../../src/features/shipping/order-draft.ts';

describe('formatCount', () => {
  it('writes whole numbers as Romanian does, like Intl', () => {
    for (const n of [0, 7, 99, 999, 1000, 5000, 9999, 10000, 12345, 100000, 1234567, -2500]) {
      expect(formatCount(n), String(n)).toBe(n.toLocaleString('ro-RO'));
    }
    expect(formatCount(5000)).toBe('5.000');
  });
});

describe('the text limits table', () => {
  it('is the one source of the forms’ limits', () => {
    expect(FORM_LIMITS.name).toBe(TEXT_LIMITS.name);
    expect(FORM_LIMITS.company).toBe(TEXT_LIMITS.company);
    expect(FORM_LIMITS.email).toBe(TEXT_LIMITS.email);
    expect(FORM_LIMITS.contactMessage).toBe(TEXT_LIMITS.contactMessage);
    expect(SHIPPING_LIMITS.contentMaxChars).toBe(TEXT_LIMITS.parcelContent.max);
    expect(SHIPPING_LIMITS.contentMinChars).toBe(TEXT_LIMITS.parcelContent.min);
    expect(NAME_MAX).toBe(TEXT_LIMITS.name.max);
    expect(EMAIL_MAX).toBe(TEXT_LIMITS.email.max);
  });

  it('has a sensible maximum, above any minimum, for every field kind', () => {
    for (const [kind, limit] of Object.entries(TEXT_LIMITS)) {
      expect(Number.isInteger(limit.max), kind).toBe(true);
      expect(limit.max, kind).toBeGreaterThan(0);
      if ('min' in limit) expect(limit.min, kind).toBeLessThan(limit.max);
    }
  });

  it('refuses a name one character over the limit in every form, and accepts one at the limit', () => {
    const { max } = TEXT_LIMITS.name;
    const over = 'A'.repeat(max + 1);
    const at = 'A'.repeat(max);
    expect(validateForm('contact', { name: over }).name).toBeDefined();
    expect(validateForm('contact', { name: at }).name).toBeUndefined();
    expect(checkName(over)).toBeDefined();
    expect(checkName(at)).toBeUndefined();
    const address = (contact: string) => validateAddress('delivery', { ...emptyAddress(), contact }).contact;
    expect(address(over)).toBeDefined();
    expect(address(at)).toBeUndefined();
    const draft = (name: string): OrderDraft => ({ ...emptyDraft(), sender: { ...emptyContact(), name }, content: 'Haine' });
    expect(validateDetails(draft(over))['sender.name']).toBeDefined();
    expect(validateDetails(draft(at))['sender.name']).toBeUndefined();
    const billing = (name: string) => validateBilling({ kind: 'person', name, company: '', cui: '', reg_com: '', address: 'Strada Lungă 3, Cluj-Napoca' })['billing.name'];
    expect(billing(over)).toBeDefined();
    expect(billing(at)).toBeUndefined();
  });
});

describe('the words of a limit', () => {
  it('says "de" from 20 on and groups thousands', () => {
    expect(characters(1)).toBe('1 caracter');
    expect(characters(6)).toBe('6 caractere');
    expect(characters(20)).toBe('20 de caractere');
    expect(characters(101)).toBe('101 caractere');
    expect(LIMIT_TEXT.atMost(100)).toBe('Cel mult 100 de caractere.');
    expect(LIMIT_TEXT.atMost(5000)).toBe('Cel mult 5.000 de caractere.');
    expect(LIMIT_TEXT.tooLong(254)).toBe('Textul poate avea cel mult 254 de caractere.');
  });

  it('says the limit from the start, what is left near it, and when it is reached', () => {
    expect(limitStatus('', 100)).toBe('Cel mult 100 de caractere.');
    expect(limitStatus('a'.repeat(79), 100)).toBe('Cel mult 100 de caractere.');
    expect(limitStatus('a'.repeat(80), 100)).toBe('Mai poți scrie 20 de caractere.');
    expect(limitStatus('a'.repeat(99), 100)).toBe('Mai poți scrie 1 caracter.');
    expect(limitStatus('a'.repeat(100), 100)).toBe(LIMIT_TEXT.reached(100));
    expect(LIMIT_TEXT.reached(100)).toBe('Ai ajuns la limita de 100 de caractere: textul mai lung nu încape.');
  });
});
