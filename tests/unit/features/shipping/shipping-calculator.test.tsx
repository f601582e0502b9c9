import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShippingCalculator } from '../../../../src/features/shipping/shipping-calculator.tsx';
import { db, loadDraft } from '../../../../src/lib/db.ts';
import type { Offer, PriceAnswer } from '../../../../src/shared/shipping.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';
import { CLUJ, IASI, offer } from './calculator-fixtures.ts';

const ANSWER: PriceAnswer = {
  data: [offer(2, 'DPD', 1700, '2026-11-25'), offer(6, 'Sameday', 2500, '2026-11-24'), offer(1, 'Cargus', 1800, '2026-11-25')],
  unavailable: [{ carrier_id: 16, service_id: 2, reason: 'Curierul nu livrează la locker.' }],
  validation_address: {
    address_from: { locality_id: 54984, postal_code: '400001', locality_name: 'Cluj-Napoca', county_name: 'Cluj', country_code: 'RO' },
    address_to: { locality_id: 95079, postal_code: '700001', locality_name: 'Iași', county_name: 'Iași', country_code: 'RO' },
  },
};

const where = { path: '', state: null as unknown };
function Where() {
  const location = useLocation();
  useEffect(() => {
    where.path = location.pathname;
    where.state = location.state;
  });
  return null;
}

let remote: FakeRemote;

beforeEach(async () => {
  remote = fakeRemote();
  remote.on('GET', 'private/search/localities/RO?search=cluj&per_page=10', { status: 200, body: { data: [CLUJ], meta: {} } });
  remote.on('GET', 'private/search/localities/RO?search=iasi&per_page=10', { status: 200, body: { data: [IASI], meta: {} } });
  await db.checkoutDrafts.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCalculator(carrierId?: number) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <ShippingCalculator carrierId={carrierId} />
      <Where />
    </MemoryRouter>,
  );
}

async function pick(label: RegExp, term: string, name: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.change(input, { target: { value: term } });
  expect((input as HTMLInputElement).value).toBe(term);
  // The search waits for a pause in typing, then asks the server: on a busy machine it takes longer.
  const option = await screen.findByRole('option', { name: new RegExp(name) }, { timeout: 10_000 });
  expect(option).toBeTruthy();
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect((input as HTMLInputElement).value).toBe(name));
}

describe('shipping calculator', () => {
  it('searches localities without diacritics, picks them with the keyboard and lists the offers by price', async () => {
    remote.on('POST', 'private/orders/price-calculation', { status: 200, body: ANSWER });
    renderCalculator();
    await pick(/Localitatea de ridicare/, 'cluj', 'Cluj-Napoca');
    await pick(/Localitatea de livrare/, 'iasi', 'Iași');
    fireEvent.click(screen.getByRole('button', { name: 'Vezi ofertele' }));

    const list = await screen.findByRole('region', { name: /Oferte pentru transportul tău/ });
    const sent = remote.to('POST', 'private/orders/price-calculation')[0]?.body as { address_from: unknown; carrier_id: number };
    expect(sent.address_from).toEqual({ country_code: 'RO', locality_id: 54984 });
    expect(sent.carrier_id).toBe(0);
    const carriers = () => within(list).getAllByRole('listitem').map((li) => li.querySelector('.offer__carrier')?.textContent ?? '').filter(Boolean);
    expect(carriers()).toEqual(['DDPD', 'CCargus', 'SSameday']); // badge letter + name, cheapest first
    expect(within(list).getByText('Cel mai mic preț').closest('li')?.textContent).toContain('DPD');
    expect(within(list).getByText('Cea mai rapidă').closest('li')?.textContent).toContain('Sameday');

    fireEvent.click(within(list).getByRole('radio', { name: 'Data livrării' }));
    expect(carriers()[0]).toBe('SSameday');
    expect(within(list).getAllByText('Tarif de bază').length).toBe(3); // the itemised price, on demand
  });

  it('stores the chosen offer as the order draft and opens /comanda', async () => {
    remote.on('POST', 'private/orders/price-calculation', { status: 200, body: ANSWER });
    renderCalculator();
    await pick(/Localitatea de ridicare/, 'cluj', 'Cluj-Napoca');
    await pick(/Localitatea de livrare/, 'iasi', 'Iași');
    fireEvent.click(screen.getByRole('button', { name: 'Vezi ofertele' }));
    fireEvent.click(await screen.findByRole('button', { name: /Alege oferta Cargus/ }));
    await waitFor(() => expect(where.path).toBe('/comanda'));
    const draft = await loadDraft<{ chosen: { offer: Offer; request: { carrier_id: number } } }>('current');
    expect(draft?.data.chosen.offer.carrier).toBe('Cargus');
    expect(draft?.data.chosen.request.carrier_id).toBe(1);
  });

  it('takes the offers away when the next input is refused, and chooses with the input that was priced', async () => {
    remote.on('POST', 'private/orders/price-calculation', { status: 200, body: ANSWER });
    renderCalculator();
    await pick(/Localitatea de ridicare/, 'cluj', 'Cluj-Napoca');
    await pick(/Localitatea de livrare/, 'iasi', 'Iași');
    fireEvent.click(screen.getByRole('button', { name: 'Vezi ofertele' }));
    expect(await screen.findByRole('region', { name: /Oferte pentru transportul tău/ })).toBeTruthy();
    const length = screen.getByRole('textbox', { name: /Lungime/ });
    fireEvent.change(length, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vezi ofertele' }));
    await waitFor(() => expect(length.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('region', { name: /Oferte pentru transportul tău/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Alege oferta/ })).toBeNull();

    // Priced with 40 cm, then changed to 45 without asking again: the offer keeps the 40 cm it was priced for.
    fireEvent.change(length, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vezi ofertele' }));
    const choose = await screen.findByRole('button', { name: /Alege oferta Cargus/ });
    fireEvent.change(length, { target: { value: '45' } });
    fireEvent.click(choose);
    await waitFor(() => expect(where.path).toBe('/comanda'));
    const draft = await loadDraft<{ chosen: { request: { content: { parcels: { size: { length: number } }[] } } } }>('current');
    expect(draft?.data.chosen.request.content.parcels[0]?.size.length).toBe(40);
  });

  it('checks the form before sending and keeps what was typed', async () => {
    renderCalculator();
    const weight = screen.getByRole('textbox', { name: /Greutate/ });
    fireEvent.change(weight, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vezi ofertele' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Localitatea de ridicare: Alege localitatea din listă.');
    expect(summary.textContent).toContain('Coletul 1, Greutate (kg): Greutatea maximă a unui colet este 31 kg.');
    expect((weight as HTMLInputElement).value).toBe('40');
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(remote.to('POST', 'private/orders/price-calculation')).toHaveLength(0);
  });

  it("shows the server's field errors at their fields", async () => {
    remote.on('POST', 'private/orders/price-calculation', {
      status: 422,
      body: {
        reason: 'validation_failed',
        message: 'Datele trimise nu sunt valide.',
        errors: { 'content.parcels.0.size.height': ['Lockerul ales nu primește colete de această dimensiune.'] },
      },
    });
    renderCalculator();
    await pick(/Localitatea de ridicare/, 'cluj', 'Cluj-Napoca');
    await pick(/Localitatea de livrare/, 'iasi', 'Iași');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Vezi ofertele' })));
    const summary = await screen.findByText(/Datele trimise nu sunt valide/);
    expect(summary).toBeTruthy();
    const height = screen.getByRole('textbox', { name: /Înălțime/ });
    expect(height.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Lockerul ales nu primește colete de această dimensiune.').length).toBeGreaterThan(0);
  });

  it('on a carrier page asks only for that carrier until the filter is turned off', async () => {
    remote.on('POST', 'private/orders/price-calculation', { status: 200, body: ANSWER });
    renderCalculator(6);
    await pick(/Localitatea de ridicare/, 'cluj', 'Cluj-Napoca');
    await pick(/Localitatea de livrare/, 'iasi', 'Iași');
    expect(screen.getByRole('checkbox', { name: 'Doar ofertele Sameday' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Vezi ofertele' }));
    await screen.findByRole('region', { name: /Oferte/ });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Doar ofertele Sameday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vezi ofertele' }));
    await waitFor(() => expect(remote.to('POST', 'private/orders/price-calculation')).toHaveLength(2));
    expect(remote.to('POST', 'private/orders/price-calculation').map((c) => (c.body as { carrier_id: number }).carrier_id)).toEqual([6, 0]);
  });
});
