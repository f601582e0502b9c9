// A simulated carrier (GET private/app-config → carriers.simulated) says so before the order: on its
// offers (one note when all are, a badge line on each when only some are), on the chosen offer, by
// the checkout's button and above its lockers; a connected carrier says nothing, nor does anything
// while the configuration is missing. In a live deployment the server's reason for an unavailable
// carrier is shown as any other.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutView } from '../../../../src/features/shipping/checkout-view.tsx';
import { LockerPicker } from '../../../../src/features/shipping/locker-picker.tsx';
import { OfferSummary } from '../../../../src/features/shipping/offer-summary.tsx';
import { OffersList } from '../../../../src/features/shipping/offers-list.tsx';
import { emptyDraft, writeOrderDraft, type ChosenOffer } from '../../../../src/features/shipping/order-draft.ts';
import { simulatedCarriersOf } from '../../../../src/lib/use-simulated-carriers.ts';
import { loadAppConfig, resetAppConfig } from '../../../../src/lib/app-config.ts';
import { db } from '../../../../src/lib/db.ts';
import type { FixedLocationDto, PriceAnswer } from '../../../../src/shared/shipping.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';
import { CLUJ, IASI, offer } from './calculator-fixtures.ts';

const ALL_DEMO = 'Toți curierii de aici sunt simulați: comenzile primesc un AWB demonstrativ și niciun curier nu vine după colet.';
const SOME_DEMO = /Ofertele marcate „Demo” sunt ale unor curieri simulați/;
const ONE_DEMO = 'Curier simulat: comanda nu ajunge la un curier real.';

const ANSWER: PriceAnswer = {
  data: [offer(2, 'DPD', 1700, '2026-11-25'), offer(6, 'Sameday', 2500, '2026-11-24')],
  unavailable: [],
  validation_address: {
    address_from: { locality_id: 54984, postal_code: '400001', locality_name: 'Cluj-Napoca', county_name: 'Cluj', country_code: 'RO' },
    address_to: { locality_id: 95079, postal_code: '700001', locality_name: 'Iași', county_name: 'Iași', country_code: 'RO' },
  },
};

let remote: FakeRemote;

function configure(simulated: number[], deployment: 'demo' | 'live' = 'demo', gateway: 'test' | 'stripe' | 'netopia' = 'test') {
  remote.on('GET', 'private/app-config', { status: 200, body: { chat: { widgetUrl: null }, firebase: null, carriers: { deployment, simulated }, payments: { gateway } } });
}

/** The configuration asked for and its answer (or failure) applied: what is not shown now will not be. */
async function settled() {
  await waitFor(() => expect(remote.to('GET', 'private/app-config').length).toBeGreaterThan(0));
  // The same request the screen made (its handler runs first), or a new one once it has failed.
  await act(async () => {
    await loadAppConfig().catch(() => undefined);
  });
}

function notes() {
  return screen.queryAllByRole('note').map((n) => n.textContent);
}

beforeEach(() => {
  remote = fakeRemote();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('simulatedCarriersOf', () => {
  it('reads the ids and the deployment, and claims nothing from a missing or malformed answer', () => {
    const read = simulatedCarriersOf({ carriers: { deployment: 'demo', simulated: [1, 6] } });
    expect(read.deployment).toBe('demo');
    expect([...read.simulated]).toEqual([1, 6]);
    expect(simulatedCarriersOf({ carriers: { deployment: 'live', simulated: [] } }).deployment).toBe('live');
    expect(simulatedCarriersOf(null).simulated.size).toBe(0);
    expect(simulatedCarriersOf({}).deployment).toBeNull();
    expect(simulatedCarriersOf({ carriers: { simulated: 'all' as unknown as number[] } }).simulated.size).toBe(0);
  });
});

describe('offers of a simulated carrier', () => {
  const list = (answer = ANSWER) => render(<OffersList answer={answer} onChoose={vi.fn()} />);

  it('says once, above the list, that every carrier is simulated', async () => {
    configure([2, 6]);
    list();
    expect((await screen.findByRole('note')).textContent).toBe(`Demo${ALL_DEMO}`);
    expect(notes()).toHaveLength(1); // no badge repeated on each offer
    expect(screen.getByRole('button', { name: /Alege oferta DPD.*, curier simulat \(demo\)$/ })).toBeTruthy();
  });

  it('marks only the simulated offers when some carriers are real', async () => {
    configure([6]);
    list();
    expect(await screen.findByText(SOME_DEMO)).toBeTruthy();
    const [dpd, sameday] = screen.getAllByRole('listitem');
    expect(within(sameday!).getByRole('note').textContent).toBe(`Demo${ONE_DEMO}`);
    expect(within(dpd!).queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: /^Alege oferta DPD.*RON$/ })).toBeTruthy(); // no demo in its name
  });

  it('says nothing when every carrier is connected', async () => {
    configure([], 'live');
    list();
    await settled();
    expect(notes()).toEqual([]);
  });

  it('says nothing while the configuration cannot be had', async () => {
    remote.on('GET', 'private/app-config', 'network-error');
    list();
    await settled();
    expect(notes()).toEqual([]);
  });

  it('in a live deployment shows the server’s reason for a simulated carrier it will not offer', async () => {
    configure([6], 'live');
    const reason = 'Sameday nu este încă conectat la Curiero: comenzile reale nu pot fi trimise prin el deocamdată.';
    list({ ...ANSWER, data: [ANSWER.data[0]!], unavailable: [{ carrier_id: 6, service_id: 1, reason }] });
    await settled();
    expect(screen.getByText('Indisponibile pentru acest transport')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(notes()).toEqual([]); // the one offer shown is a real carrier's
  });
});

const chosen = (carrierId: number, carrier: string): ChosenOffer =>
  ({ request: {}, offer: offer(carrierId, carrier, 1700, '2026-11-25'), from: CLUJ, to: IASI }) as unknown as ChosenOffer;

describe('the chosen offer and the checkout', () => {
  beforeEach(async () => {
    await db.checkoutDrafts.clear();
  });

  it('the chosen offer of a simulated carrier says so; a real one does not', async () => {
    configure([6]);
    render(<OfferSummary chosen={chosen(6, 'Sameday')} />);
    expect((await screen.findByRole('note')).textContent).toContain(ONE_DEMO);
    cleanup();
    render(<OfferSummary chosen={chosen(2, 'DPD')} />);
    await settled();
    expect(notes()).toEqual([]);
  });

  async function checkout(carrierId: number, carrier: string) {
    const contact = { name: 'Ana Popescu', phone: '0722123456', email: 'ana@exemplu.ro', company: '', street: 'Strada Lungă', number: '3', details: '', postal_code: '', locker_id: null };
    await writeOrderDraft({ ...emptyDraft(chosen(carrierId, carrier)), sender: contact, recipient: { ...contact, email: '' }, content: 'Cărți vechi' }, 'checkout');
    render(
      <MemoryRouter>
        <CheckoutView signedIn={false} onPlaced={vi.fn()} billingDefault={null} />
      </MemoryRouter>,
    );
    await screen.findByRole('button', { name: /^Continuă spre plată/ });
  }

  it('by the button that places the order: a demo AWB, a DEMO label, no courier', async () => {
    configure([6]);
    await checkout(6, 'Sameday');
    const note = await screen.findByText(/^Sameday este simulat aici/);
    expect(note.closest('[role="note"]')?.textContent).toBe(
      'DemoComandă demonstrativă. Sameday este simulat aici: comanda primește un AWB demonstrativ, eticheta este marcată DEMO și niciun curier nu vine după colet.',
    );
    // Next to the button (after the payment's test-processor hint, which it does not contradict).
    expect(screen.getByText(/^Mediu de test: plata se face pe pagina procesatorului de test/)).toBeTruthy();
  });

  it('the card is typed on the processor’s page: no card field, and the test cards only with the test processor', async () => {
    configure([6], 'demo', 'stripe');
    await checkout(6, 'Sameday');
    await settled();
    expect(screen.queryByLabelText(/Numărul cardului/)).toBeNull();
    expect(screen.getByText(/^După ce plasezi comanda, te ducem pe pagina securizată a procesatorului de plăți/)).toBeTruthy();
    expect(screen.queryByText(/4242\s4242\s4242\s4242/)).toBeNull();
    cleanup();
    resetAppConfig();
    configure([6], 'demo', 'test');
    await checkout(6, 'Sameday');
    expect(await screen.findByText(/4242\s4242\s4242\s4242/)).toBeTruthy();
  });

  it('nothing by the button for a connected carrier', async () => {
    configure([6]);
    await checkout(2, 'DPD');
    await settled();
    expect(screen.queryByText(/este simulat aici/)).toBeNull();
    expect(notes()).toEqual([]);
  });
});

describe('the lockers of a simulated carrier', () => {
  const LOCKER: FixedLocationDto = {
    id: 501,
    fixed_location_type: 'locker',
    carrier_id: 6,
    carrier_name: 'Sameday',
    locality_id: 54984,
    locality_name: 'Cluj-Napoca',
    county_id: 12,
    county_name: 'Cluj',
    country_code: 'RO',
    name: 'easybox Piața Mihai Viteazu',
    address: 'Piața Mihai Viteazu 1',
    allows_drop_off: true,
    is_active: true,
    coordinates: { lat: 46.77, long: 23.59 },
    schedule: [{ days: 'luni-duminică', hours: 'non-stop' }],
    payment_type: 'card',
    box_sizes: [],
  };

  function picker(carrierId: number) {
    remote.on('GET', `private/locations/fixedlocations?country_code=RO&locality_id=54984&carrier_id=${carrierId}`, { status: 200, body: [{ ...LOCKER, carrier_id: carrierId }] });
    render(<LockerPicker name="recipient.locker_id" carrierId={carrierId} carrierName="Sameday" localityId={54984} value={null} onChange={vi.fn()} />);
  }

  it('says the lockers are generated examples', async () => {
    configure([6]);
    picker(6);
    expect(await screen.findByRole('radio', { name: /easybox Piața Mihai Viteazu/ })).toBeTruthy();
    expect((await screen.findByRole('note')).textContent).toBe('DemoLockere demonstrative: adresele sunt generate, nu sunt puncte reale ale curierului.');
  });

  it('says nothing about a connected carrier’s lockers', async () => {
    configure([6]);
    picker(2);
    expect(await screen.findByRole('radio', { name: /easybox/ })).toBeTruthy();
    await settled();
    expect(notes()).toEqual([]);
  });
});
