// A page's preset reaches the calculator: the carrier filter, the service, envelope or parcels and
// the first order of the offers, through CalculatorSection (lazy) down to the form and the list.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetValues, initialValues } from '../../../../src/features/shipping/calculator-form.ts';
import { CalculatorSection } from '../../../../src/features/shipping/calculator-section.tsx';
import { ShippingCalculator } from '../../../../src/features/shipping/shipping-calculator.tsx';
import type { CalculatorPreset } from '../../../../src/features/shipping/calculator-form.ts';
import type { PriceAnswer } from '../../../../src/shared/shipping.ts';
import { Component as CarrierPage } from '../../../../src/pages/carrier.tsx';
import { Component as LandingPage } from '../../../../src/pages/landing.tsx';
import { RouteInfoContext } from '../../../../src/pages/route-info.ts';
import { ROUTES } from '../../../../src/shared/routes-data.ts';
import type { ComponentType } from 'react';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';
import { CLUJ, IASI, offer } from './calculator-fixtures.ts';

const ANSWER: PriceAnswer = {
  data: [offer(2, 'DPD', 1700, '2026-11-25'), offer(6, 'Sameday', 2500, '2026-11-24'), offer(1, 'Cargus', 1800, '2026-11-26')],
  unavailable: [],
  validation_address: {
    address_from: { locality_id: 54984, postal_code: '400001', locality_name: 'Cluj-Napoca', county_name: 'Cluj', country_code: 'RO' },
    address_to: { locality_id: 95079, postal_code: '700001', locality_name: 'Iași', county_name: 'Iași', country_code: 'RO' },
  },
};

let remote: FakeRemote;

beforeEach(() => {
  remote = fakeRemote();
  remote.on('GET', 'private/search/localities/RO?search=cluj&per_page=10', { status: 200, body: { data: [CLUJ], meta: {} } });
  remote.on('GET', 'private/search/localities/RO?search=iasi&per_page=10', { status: 200, body: { data: [IASI], meta: {} } });
  remote.on('POST', 'private/orders/price-calculation', { status: 200, body: ANSWER });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCalculator(preset: CalculatorPreset) {
  render(
    <MemoryRouter>
      <ShippingCalculator {...preset} />
    </MemoryRouter>,
  );
}

async function pick(label: RegExp, term: string, name: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.change(input, { target: { value: term } });
  await screen.findByRole('option', { name: new RegExp(name) }, { timeout: 10_000 });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect((input as HTMLInputElement).value).toBe(name));
}

async function offersFor(preset: CalculatorPreset) {
  renderCalculator(preset);
  await pick(/Localitatea de ridicare/, 'cluj', 'Cluj-Napoca');
  await pick(/Localitatea de livrare/, 'iasi', 'Iași');
  fireEvent.click(screen.getByRole('button', { name: 'Vezi ofertele' }));
  const list = await screen.findByRole('region', { name: /Oferte pentru transportul tău/ });
  const carriers = within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.offer__carrier')?.textContent?.slice(1) ?? '')
    .filter(Boolean);
  return { list, carriers };
}

const sent = () => remote.to('POST', 'private/orders/price-calculation').map((c) => c.body as { carrier_id: number; service_id: number; content: Record<string, unknown> });

describe('calculator presets', () => {
  it('builds the form from a preset: service and envelope or parcels, home to home and one parcel otherwise', () => {
    expect(presetValues()).toEqual(initialValues());
    expect(presetValues({ serviceId: 2 }).service).toBe('2');
    expect(presetValues({ kind: 'envelope' })).toEqual({ ...initialValues(), kind: 'envelope' });
    expect(presetValues({ carrierId: 6, sort: 'date' })).toEqual(initialValues());
  });

  it('opens on an envelope for document pages and asks the price of one envelope', async () => {
    await offersFor({ kind: 'envelope' });
    expect(screen.getByRole('radio', { name: 'Plic (documente)' })).toHaveProperty('checked', true);
    expect(sent()[0]?.content).toEqual({ envelopes_count: 1, parcels_count: 0 });
  });

  it('opens on the locker service and the page’s carrier for a locker page', async () => {
    await offersFor({ carrierId: 6, serviceId: 2 });
    expect((screen.getByRole('combobox', { name: 'Serviciu' }) as HTMLSelectElement).value).toBe('2');
    expect(screen.getByRole('checkbox', { name: 'Doar ofertele Sameday' })).toHaveProperty('checked', true);
    expect(sent()[0]).toMatchObject({ carrier_id: 6, service_id: 2 });
  });

  it('lists the earliest delivery first for the fast-courier pages, the cheapest first otherwise', async () => {
    const fast = await offersFor({ sort: 'date' });
    expect(fast.carriers).toEqual(['Sameday', 'DPD', 'Cargus']);
    expect(within(fast.list).getByRole('radio', { name: 'Data livrării' })).toHaveProperty('checked', true);
    cleanup();
    const cheap = await offersFor({ sort: 'price' });
    expect(cheap.carriers).toEqual(['DPD', 'Cargus', 'Sameday']);
    expect(within(cheap.list).getByRole('radio', { name: 'Preț' })).toHaveProperty('checked', true);
  });

  it('hands the preset and the heading through the lazy CalculatorSection', async () => {
    render(
      <MemoryRouter>
        <CalculatorSection preset={{ carrierId: 2, kind: 'envelope' }} title="Calculează prețul returului cu DPD" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Calculează prețul returului cu DPD' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Doar ofertele DPD' }, { timeout: 10_000 })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Plic (documente)' })).toHaveProperty('checked', true);
  });

  it.each([
    ['/trimitere-plic', LandingPage, 'Calculează prețul unui plic', { envelope: true, carrier: null, sort: 'price' }],
    ['/curier-rapid', LandingPage, 'Vezi care curier livrează cel mai repede', { envelope: false, carrier: null, sort: 'date' }],
    ['/retur-dpd', CarrierPage, 'Calculează prețul returului cu DPD', { envelope: false, carrier: 'DPD', sort: 'price' }],
    ['/locker-sameday', CarrierPage, 'Calculează prețul la locker Sameday', { envelope: false, carrier: 'Sameday', sort: 'price' }],
  ] as const)('the page %s presets its calculator from its data', async (path, Page: ComponentType, title, expected) => {
    const route = ROUTES.find((r) => r.path === path);
    if (!route) throw new Error(path);
    render(
      <MemoryRouter initialEntries={[path]}>
        <RouteInfoContext.Provider value={{ name: route.name, route, params: {} }}>
          <Page />
        </RouteInfoContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Pagini înrudite' })).toBeTruthy();
    const envelope = await screen.findByRole('radio', { name: 'Plic (documente)' }, { timeout: 10_000 });
    expect(envelope).toHaveProperty('checked', expected.envelope);
    if (expected.carrier) expect(screen.getByRole('checkbox', { name: `Doar ofertele ${expected.carrier}` })).toHaveProperty('checked', true);
    else expect(screen.queryByRole('checkbox', { name: /Doar ofertele/ })).toBeNull();
    if (path === '/locker-sameday') expect((screen.getByRole('combobox', { name: 'Serviciu' }) as HTMLSelectElement).value).toBe('2');
    if (expected.sort === 'date') {
      await pick(/Localitatea de ridicare/, 'cluj', 'Cluj-Napoca');
      await pick(/Localitatea de livrare/, 'iasi', 'Iași');
      fireEvent.click(screen.getByRole('button', { name: 'Vezi ofertele' }));
      const list = await screen.findByRole('region', { name: /Oferte pentru transportul tău/ });
      expect(within(list).getByRole('radio', { name: 'Data livrării' })).toHaveProperty('checked', true);
    }
  });
});
