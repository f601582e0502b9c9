// The badges of the offers: "Cel mai mic preț" on the offers at the lowest total, "Cea mai rapidă"
// on those with the earliest delivery, every tied offer alike, and neither when every offer would
// get it (one offer alone, or all delivered the same day). Without any offer, the list says why:
// the option no carrier offers, or each carrier's reason.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerBadges, offerKey } from '../../../../src/features/shipping/offer-badges.ts';
import { noOffersText, refusedOption } from '../../../../src/features/shipping/no-offers.ts';
import { OffersList } from '../../../../src/features/shipping/offers-list.tsx';
import type { Offer, PriceAnswer } from '../../../../src/shared/shipping.ts';
import { fakeRemote } from '../auth/test-kit.ts';
import { offer } from './calculator-fixtures.ts';

const PLACES: PriceAnswer['validation_address'] = {
  address_from: { locality_id: 54984, postal_code: '400001', locality_name: 'Cluj-Napoca', county_name: 'Cluj', country_code: 'RO' },
  address_to: { locality_id: 95079, postal_code: '700001', locality_name: 'Iași', county_name: 'Iași', country_code: 'RO' },
};

/** The badges by carrier name: 'C' cheapest, 'F' fastest. */
function marks(offers: Offer[]): Record<string, string> {
  const badges = offerBadges(offers);
  return Object.fromEntries(
    offers.map((o) => {
      const b = badges.get(offerKey(o))!;
      return [o.carrier, `${b.cheapest ? 'C' : ''}${b.fastest ? 'F' : ''}`];
    }),
  );
}

describe('offerBadges', () => {
  it('gives a single offer neither badge', () => {
    expect(marks([offer(2, 'DPD', 1700, '2026-11-25')])).toEqual({ DPD: '' });
    expect(marks([])).toEqual({});
  });

  it('marks the cheapest and the fastest, the same offer when it is both', () => {
    expect(marks([offer(2, 'DPD', 1700, '2026-11-25'), offer(6, 'Sameday', 2500, '2026-11-24')])).toEqual({ DPD: 'C', Sameday: 'F' });
    expect(marks([offer(2, 'DPD', 1700, '2026-11-24'), offer(6, 'Sameday', 2500, '2026-11-25')])).toEqual({ DPD: 'CF', Sameday: '' });
  });

  it('gives "Cea mai rapidă" to every offer tied at the earliest day, and to none when all are delivered the same day', () => {
    const tied = [offer(2, 'DPD', 1700, '2026-11-24'), offer(6, 'Sameday', 2500, '2026-11-24'), offer(1, 'Cargus', 2100, '2026-11-25')];
    expect(marks(tied)).toEqual({ DPD: 'CF', Sameday: 'F', Cargus: '' });
    const sameDay = [offer(2, 'DPD', 1700, '2026-11-24'), offer(6, 'Sameday', 2500, '2026-11-24')];
    expect(marks(sameDay)).toEqual({ DPD: 'C', Sameday: '' });
  });

  it('gives "Cel mai mic preț" to every offer tied at the lowest total, and to none when all cost the same', () => {
    const tied = [offer(2, 'DPD', 1700, '2026-11-25'), offer(6, 'Sameday', 1700, '2026-11-24'), offer(1, 'Cargus', 2100, '2026-11-24')];
    expect(marks(tied)).toEqual({ DPD: 'C', Sameday: 'CF', Cargus: 'F' });
    expect(marks([offer(2, 'DPD', 1700, '2026-11-25'), offer(6, 'Sameday', 1700, '2026-11-24')])).toEqual({ DPD: '', Sameday: 'F' });
  });
});

// The engine's reasons, word for word (server/services/pricing/messages.ts and quote.ts).
const SATURDAY_NOT_FOR_SERVICE = 'Opțiunea „Livrare sâmbăta” nu este disponibilă pentru acest serviciu.';
const SATURDAY_NOT_OFFERED = 'Curierul nu oferă opțiunea „Livrare sâmbăta”.';
const RETURN_NOT_OFFERED = 'Curierul nu oferă opțiunea „Retur documente”.';
const NO_LOCKER = 'Curierul nu livrează la locker.';
const TOO_BIG = 'Lockerele curierului nu primesc colete de această dimensiune.';

describe('noOffersText', () => {
  it('reads the option out of both kinds of option refusal, and nothing out of other reasons', () => {
    expect(refusedOption(SATURDAY_NOT_FOR_SERVICE)).toBe('Livrare sâmbăta');
    expect(refusedOption(SATURDAY_NOT_OFFERED)).toBe('Livrare sâmbăta');
    expect(refusedOption(NO_LOCKER)).toBeNull();
  });

  it('names the option when an option is what leaves no offer, even beside carriers refused for other reasons', () => {
    const text = noOffersText([
      { carrier_id: 16, service_id: 2, reason: NO_LOCKER },
      { carrier_id: 2, service_id: 2, reason: SATURDAY_NOT_FOR_SERVICE },
      { carrier_id: 4, service_id: 2, reason: SATURDAY_NOT_OFFERED },
    ]);
    expect(text).toBe('Niciun curier nu oferă opțiunea „Livrare sâmbăta” pentru acest transport. Renunță la ea ca să vezi ofertele.');
    expect(text).not.toMatch(/dimensiun|serviciul/);
  });

  it('names every option refused, and points to the reasons when no option is involved', () => {
    expect(
      noOffersText([
        { carrier_id: 4, service_id: 1, reason: SATURDAY_NOT_OFFERED },
        { carrier_id: 16, service_id: 1, reason: RETURN_NOT_OFFERED },
      ]),
    ).toBe('Niciun curier nu oferă toate opțiunile alese („Livrare sâmbăta”, „Retur documente”) pentru acest transport. Renunță la cele de care nu ai nevoie ca să vezi ofertele.');
    expect(noOffersText([{ carrier_id: 6, service_id: 2, reason: TOO_BIG }])).toBe('Niciun curier nu are o ofertă pentru acest transport. Motivul fiecăruia este mai jos.');
  });
});

describe('OffersList', () => {
  beforeEach(() => {
    fakeRemote().on('GET', 'private/app-config', { status: 200, body: { chat: { widgetUrl: null }, firebase: null, carriers: { deployment: 'demo', simulated: [] }, payments: { gateway: 'test' } } });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a single offer without "Cel mai mic preț" or "Cea mai rapidă"', () => {
    render(<OffersList answer={{ data: [offer(2, 'DPD', 1700, '2026-11-25')], unavailable: [], validation_address: PLACES }} onChoose={vi.fn()} />);
    expect(screen.getByRole('button', { name: /^Alege oferta DPD/ })).toBeTruthy();
    expect(screen.queryByText('Cel mai mic preț')).toBeNull();
    expect(screen.queryByText('Cea mai rapidă')).toBeNull();
  });

  it('without offers, says which option no carrier offers and lists each carrier’s reason, open', () => {
    const unavailable = [
      { carrier_id: 16, service_id: 2, reason: NO_LOCKER },
      { carrier_id: 2, service_id: 2, reason: SATURDAY_NOT_FOR_SERVICE },
    ];
    const { container } = render(<OffersList answer={{ data: [], unavailable, validation_address: PLACES }} onChoose={vi.fn()} />);
    expect(screen.getByText(/^Niciun curier nu oferă opțiunea „Livrare sâmbăta”/)).toBeTruthy();
    expect(screen.queryByText(/Schimbă serviciul sau dimensiunile/)).toBeNull();
    const details = container.querySelector('details.offers__unavailable') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    const items = within(details).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([`Bookurier, Domiciliu - locker: ${NO_LOCKER}`, `DPD, Domiciliu - locker: ${SATURDAY_NOT_FOR_SERVICE}`]);
  });
});
