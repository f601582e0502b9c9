import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderForm } from '../../../../src/features/shipping/order-form.tsx';
import { readOrderDraft, type ChosenOffer } from '../../../../src/features/shipping/order-draft.ts';
import { db } from '../../../../src/lib/db.ts';
import { fakeRemote } from '../auth/test-kit.ts';

const CHOSEN = {
  request: { carrier_id: 2, service_id: 0, address_from: { locality_id: 54984 }, address_to: { locality_id: 95079 }, content: { parcels_count: 1 } },
  offer: {
    carrier_id: 2,
    carrier: 'DPD',
    service_id: 1,
    service_name: 'Domiciliu - domiciliu',
    estimated_pickup_date: '2026-11-23',
    estimated_delivery_date: '2026-11-24',
    price: { amount: 14.05, vat: 2.95, total: 17, currency: 'RON' },
    breakdown: { lines: [{ code: 'base', label: 'Tarif de bază', amount: 1405 }], net_bani: 1405, vat_bani: 295, total_bani: 1700, vat_rate: 21 },
    billed_weight_kg: 1,
  },
  from: { id: 54984, name: 'Cluj-Napoca', county_name: 'Cluj' },
  to: { id: 95079, name: 'Iași', county_name: 'Iași' },
} as unknown as ChosenOffer;

function renderForm(handedOver: ChosenOffer | null, onContinue = vi.fn()) {
  render(
    <MemoryRouter>
      <OrderForm handedOver={handedOver} signedIn={false} onContinue={onContinue} />
    </MemoryRouter>,
  );
  return onContinue;
}

beforeEach(async () => {
  fakeRemote();
  await db.checkoutDrafts.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('order form', () => {
  it('autosaves what is typed and offers it back after a reload', async () => {
    renderForm(CHOSEN);
    const [name] = await screen.findAllByRole('textbox', { name: /^Nume și prenume/ });
    fireEvent.change(name!, { target: { value: 'Ana Popescu' } });
    await waitFor(async () => expect((await readOrderDraft())?.draft.sender.name).toBe('Ana Popescu'), { timeout: 2000 });
    cleanup(); // the tab closes

    renderForm(null); // the page opens again, without an offer in the navigation state
    expect(await screen.findByText(/Am păstrat comanda începută pe/)).toBeTruthy();
    // The form mounts a part at a time: the sender's part follows the offer's.
    expect(((await screen.findAllByRole('textbox', { name: /^Nume și prenume/ }))[0] as HTMLInputElement).value).toBe('Ana Popescu');
    expect(screen.getByText('DPD')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Începe din nou' }));
    await waitFor(async () => expect(await readOrderDraft()).toBeNull());
    expect(await screen.findByText(/Alege mai întâi o ofertă/)).toBeTruthy();
  });

  it('says what is missing, at the fields, and continues once the details are complete', async () => {
    const onContinue = renderForm(CHOSEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Continuă la plată' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Expeditor, telefon: Completează câmpul.');
    expect(onContinue).not.toHaveBeenCalled();

    const [senderName, recipientName] = screen.getAllByRole('textbox', { name: /^Nume și prenume/ });
    const [senderPhone, recipientPhone] = screen.getAllByRole('textbox', { name: /^Telefon/ });
    const [senderEmail] = screen.getAllByRole('textbox', { name: /^Adresa de e-mail/ });
    const streets = screen.getAllByRole('textbox', { name: /^Strada/ });
    const numbers = screen.getAllByRole('textbox', { name: /^Număr/ });
    fireEvent.change(senderName!, { target: { value: 'Ana Popescu' } });
    fireEvent.change(recipientName!, { target: { value: 'Ion Ionescu' } });
    fireEvent.change(senderPhone!, { target: { value: '0722 123 456' } });
    fireEvent.change(recipientPhone!, { target: { value: '0733123456' } });
    fireEvent.change(senderEmail!, { target: { value: 'ana@exemplu.ro' } });
    for (const s of streets) fireEvent.change(s, { target: { value: 'Str. Memorandumului' } });
    for (const n of numbers) fireEvent.change(n, { target: { value: '10' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Conținutul coletului/ }), { target: { value: 'Cărți' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuă la plată' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    const saved = await readOrderDraft();
    expect(saved?.step).toBe('checkout');
    expect(saved?.draft.content).toBe('Cărți');
  });
});
