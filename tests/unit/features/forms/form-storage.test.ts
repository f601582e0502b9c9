import { beforeEach, describe, expect, it } from 'vitest';
import { splitServerErrors } from '../../../../src/features/forms/form-api.ts';
import { adoptRejected, listPending, markRejected, queueSubmission, readFormDraft, writeFormDraft } from '../../../../src/features/forms/form-storage.ts';
import { emptyValues, hasContent, readValues, requestBody } from '../../../../src/features/forms/form-values.ts';
import { clearUserData, db } from '../../../../src/lib/db.ts';
import { FORM_MESSAGES } from '../../../../src/shared/forms.ts';

beforeEach(async () => {
  await clearUserData();
});

describe('form values', () => {
  it('reads a stored copy field by field and ignores anything of another shape', () => {
    expect(readValues('business', { company: 'Firma', destinations: ['ue', 3], cash_on_delivery: 'da', extra: 1 })).toEqual({
      ...emptyValues('business'),
      company: 'Firma',
      destinations: ['ue'],
    });
    expect(readValues('feedback', null)).toEqual(emptyValues('feedback'));
  });

  it('knows when something was typed', () => {
    expect(hasContent('contact', emptyValues('contact'))).toBe(false);
    expect(hasContent('contact', { ...emptyValues('contact'), name: '  ' })).toBe(false);
    expect(hasContent('feedback', { ...emptyValues('feedback'), rating: 3 })).toBe(true);
    expect(hasContent('business', { ...emptyValues('business'), destinations: ['romania'] })).toBe(true);
  });

  it('sends the fields with an empty honeypot, started_at, sent_at (the same clock) and client_id', () => {
    const values = { ...emptyValues('feedback'), rating: 5, message: 'Foarte bine.' };
    const before = Date.now();
    const body = requestBody({ kind: 'feedback', values, startedAt: 123, clientId: 'abc' });
    expect(body).toEqual({ ...values, website: '', started_at: 123, sent_at: expect.any(Number), client_id: 'abc' });
    expect(body.sent_at as number).toBeGreaterThanOrEqual(before);
    expect(body.sent_at as number).toBeLessThanOrEqual(Date.now());
  });

  it('splits a 422 into field errors and one general message', () => {
    expect(splitServerErrors('contact', { email: ['Greșit.'], form: [FORM_MESSAGES.tooFast], started_at: ['Lipsă.'] }, 'x')).toEqual({
      errors: { email: 'Greșit.' },
      message: `${FORM_MESSAGES.tooFast} Lipsă.`,
    });
    expect(splitServerErrors('contact', {}, FORM_MESSAGES.invalid)).toEqual({ errors: {}, message: FORM_MESSAGES.invalid });
    expect(splitServerErrors('contact', { name: ['Scurt.'] }, FORM_MESSAGES.invalid)).toEqual({ errors: { name: 'Scurt.' }, message: null });
  });
});

describe('drafts and the queue on the device', () => {
  it('keeps the queue in the order it was filled', async () => {
    for (const id of ['c', 'a', 'b']) await queueSubmission({ kind: 'contact', values: emptyValues('contact'), startedAt: 1, clientId: id });
    expect((await listPending()).map((p) => p.clientId)).toEqual(['c', 'a', 'b']);
  });

  it('gives a refused submission back only to an empty form', async () => {
    const values = { ...emptyValues('contact'), name: 'Ana' };
    await queueSubmission({ kind: 'contact', values, startedAt: 5, clientId: 'r1' });
    await markRejected('r1', { email: 'Greșit.' }, 'Corectează.');
    expect(await adoptRejected('contact', false)).toBeNull();
    expect(await adoptRejected('feedback', true)).toBeNull();
    const draft = await adoptRejected('contact', true);
    expect(draft).toMatchObject({ values, startedAt: 5, clientId: 'r1', errors: { email: 'Greșit.' }, message: 'Corectează.' });
    expect(await readFormDraft('contact')).toMatchObject({ values, clientId: 'r1', errors: { email: 'Greșit.' } });
    expect(await listPending()).toEqual([]);
  });

  it('is personal data: removed on logout with the rest', async () => {
    await writeFormDraft({ kind: 'business', values: { ...emptyValues('business'), company: 'Firma' }, startedAt: 1, clientId: 'd' });
    await queueSubmission({ kind: 'contact', values: emptyValues('contact'), startedAt: 1, clientId: 'q' });
    expect(await db.formDrafts.count()).toBe(1);
    await clearUserData();
    expect(await db.formDrafts.count()).toBe(0);
    expect(await db.pendingForms.count()).toBe(0);
  });
});
