// The return form's draft (Dexie, one per shop's page): what is typed survives a reload (the order
// found, items and reasons, drop-off choice, contact), never the IBAN nor the photos; filing the
// request deletes it; so does a logout, with the rest of the personal data.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../../../src/features/auth/auth-actions.ts';
import { draftOf, readReturnDraft, writeReturnDraft } from '../../../../src/features/return-portal/return-draft.ts';
import { ReturnFlow } from '../../../../src/features/return-portal/return-flow.tsx';
import type { ChosenOrder, ReturnValues } from '../../../../src/features/return-portal/return-form-state.ts';
import type { FiledReturn, ReturnOrder, ReturnShopPage, WithdrawalStatement } from '../../../../src/features/return-portal/return-portal-api.ts';
import { clearUserData } from '../../../../src/lib/db.ts';
import { STORAGE_KEYS, writeStorage } from '../../../../src/lib/storage-keys.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const SLUG = 'magazinul-strumfilor';
const SHOP: ReturnShopPage = {
  slug: SLUG,
  public_name: 'Magazinul Ștrumfilor',
  logo_url: null,
  window_days: 30,
  conditions: 'Nefolosite.',
  reasons: ['Nu mi se potrivește mărimea', 'Produs deteriorat'],
  drop_off_methods: ['locker'],
  carriers: [{ id: 6, name: 'Sameday' }],
  payer: 'shop',
  payer_limit_bani: null,
  accept_external_orders: false,
  return_locality: { locality_name: 'Cluj-Napoca', county_name: 'Cluj' },
};
const CONTACT = { name: 'Ion Țăranu', email: 'ion@exemplu.ro', phone: '0744987654', locality_id: 1, locality_name: 'Iași', county_name: 'Iași', street: 'Str. Lungă 1', postal_code: '700064' };
const ORDER: ReturnOrder = { order_reference: 'MS-1', awb: 'SMD123', delivered_at: '2026-03-01T10:00:00.000Z', deadline: '2026-03-31T21:59:59.000Z', cash_on_delivery: true, parcel_content: 'Tricou', contact: CONTACT };

let remote: FakeRemote;
beforeEach(async () => {
  await clearUserData();
  remote = fakeRemote();
  remote.on('POST', `private/returns/shops/${SLUG}/lookup`, { status: 200, body: { data: ORDER } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  render(
    <MemoryRouter>
      <ReturnFlow shop={SHOP} />
    </MemoryRouter>,
  );
const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

async function savedDraft() {
  return waitFor(async () => {
    const draft = await readReturnDraft(SLUG);
    expect(draft).not.toBeNull();
    return draft!;
  });
}

describe('the return form’s draft', () => {
  it('survives a reload with the order, items, reasons, drop-off and contact, but never the IBAN nor the photos', async () => {
    const first = show();
    fireEvent.change(await screen.findByLabelText(/Numărul AWB/), { target: { value: 'SMD123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Caută comanda' }));
    await screen.findByRole('heading', { name: 'Retrage-te din contract' });
    type('retur-items-0-name', 'Tricou albastru');
    type('retur-items-0-reason', 'Produs deteriorat');
    type('retur-contact-phone', '0722 000 111');
    type('retur-iban', 'RO49AAAA1B31007593840000');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'poza.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [photo] } });
    await waitFor(async () => expect((await readReturnDraft(SLUG))?.values.items[0]?.name).toBe('Tricou albastru'));
    const stored = await savedDraft();
    expect(stored.values).not.toHaveProperty('iban');
    expect(stored.values).not.toHaveProperty('photos');
    expect(JSON.stringify(stored)).not.toContain('RO49AAAA');
    expect(stored.order.lookup).toEqual({ awb: 'SMD123' });
    first.unmount();

    // The reload: the page opens again at the details, with what was typed.
    show();
    await screen.findByRole('heading', { name: 'Retrage-te din contract' });
    expect(screen.getByText(/Am păstrat ce ai completat pe acest dispozitiv/)).toBeTruthy();
    expect(input('retur-items-0-name').value).toBe('Tricou albastru');
    expect(input('retur-items-0-reason').value).toBe('Produs deteriorat');
    expect(input('retur-contact-phone').value).toBe('0722 000 111');
    expect(input('retur-contact-name').value).toBe('Ion Țăranu');
    expect(input('retur-iban').value).toBe('');
    expect(screen.getByText('Comanda MS-1')).toBeTruthy();
    expect(remote.to('POST', `private/returns/shops/${SLUG}/lookup`)).toHaveLength(1);

    // "Începe din nou" forgets it.
    fireEvent.click(screen.getByRole('button', { name: 'Începe din nou' }));
    await screen.findByRole('heading', { name: 'Găsește comanda' });
    await waitFor(async () => expect(await readReturnDraft(SLUG)).toBeNull());
  });

  it('is deleted once the request is filed', async () => {
    const order: ChosenOrder = { lookup: { awb: 'SMD123' }, found: { ...ORDER, cash_on_delivery: false }, external: null };
    const values: ReturnValues = { items: [{ name: 'Tricou albastru', quantity: '1', reason: 'Produs deteriorat' }], contact: CONTACT, drop_off_method: 'locker', carrier_id: '6', iban: '', photos: [] };
    await writeReturnDraft(SLUG, draftOf(order, values, Date.now() - 60_000));
    const statement: WithdrawalStatement = { statement_token: 'tok', stated_at: '2026-03-05T10:00:00.000Z', expires_at: '2026-03-05T12:00:00.000Z', text: 'Către Magazinul Ștrumfilor', shop: SHOP.public_name, order_reference: 'MS-1', items: [{ name: 'Tricou albastru', quantity: 1, reason: 'Produs deteriorat' }], drop_off_method: 'locker', carrier_id: 6, refund_iban: null, contact: CONTACT };
    const filed: FiledReturn = {
      return: { id: 7, shop_name: SHOP.public_name, status: 'requested', status_name: 'Cerere nouă', order_reference: 'MS-1', items: statement.items, drop_off_method: 'locker', drop_off_name: 'Easybox sau locker', carrier_name: 'Sameday', refusal_reason: null, refund_iban_last4: null, stated_at: statement.stated_at, confirmed_at: '2026-03-05T10:01:00.000Z', history: [], awb: null, shipment: null, label_url: null },
      access_token: 'cheie',
      link: 'http://curiero.test/retur/cerere/7?cheie=cheie',
    };
    remote.on('POST', `private/returns/shops/${SLUG}/withdrawal`, { status: 200, body: { data: statement } });
    remote.on('POST', `private/returns/shops/${SLUG}/withdrawal/confirm`, { status: 201, body: { data: filed, message: 'ok' } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Retrage-te din contract' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm retragerea' }));
    await screen.findByRole('heading', { name: 'Retragere confirmată' });
    expect(remote.to('POST', `private/returns/shops/${SLUG}/withdrawal`)[0]!.body).toMatchObject({ items: [{ name: 'Tricou albastru', quantity: 1, reason: 'Produs deteriorat' }], carrier_id: 6 });
    await waitFor(async () => expect(await readReturnDraft(SLUG)).toBeNull());
    // Nothing pending writes it back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(await readReturnDraft(SLUG)).toBeNull();
  });

  it('is deleted on logout, with the rest of the personal data', async () => {
    const order: ChosenOrder = { lookup: { awb: 'SMD123' }, found: ORDER, external: null };
    const values: ReturnValues = { items: [{ name: 'Tricou', quantity: '1', reason: '' }], contact: CONTACT, drop_off_method: 'locker', carrier_id: '6', iban: '', photos: [] };
    await writeReturnDraft(SLUG, draftOf(order, values, Date.now()));
    await writeReturnDraft('alt-magazin', draftOf(order, values, Date.now()));
    writeStorage(STORAGE_KEYS.accessToken, 'access-1');
    remote.on('POST', 'private/auth/logout', { status: 200, body: { message: 'ok' } });
    await logout();
    expect(remote.to('POST', 'private/auth/logout')).toHaveLength(1);
    expect(await readReturnDraft(SLUG)).toBeNull();
    expect(await readReturnDraft('alt-magazin')).toBeNull();
  });
});
