// The integrations pages (issue #34) state each carrier's services, lockers, Saturday delivery and
// label formats through Curiero (src/shared/integrations-carriers.ts): held here to what the server
// does, its rate cards (services, options, locker networks) and each real adapter's label formats
// (ZPL offered where the adapter prints it; server/services/labels refuses it for the others).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKURIER_CAPABILITIES } from '../../server/services/carriers/adapters/bookurier/adapter.ts';
import { CARGUS_CAPABILITIES } from '../../server/services/carriers/adapters/cargus/adapter.ts';
import { DPD_CAPABILITIES } from '../../server/services/carriers/adapters/dpd/adapter.ts';
import { FAN_COURIER_CAPABILITIES } from '../../server/services/carriers/adapters/fan-courier/adapter.ts';
import { GLS_CAPABILITIES } from '../../server/services/carriers/adapters/gls/adapter.ts';
import { SAMEDAY_CAPABILITIES } from '../../server/services/carriers/adapters/sameday/adapter.ts';
import type { CarrierCapabilities } from '../../server/services/carriers/carrier-adapter.ts';
import { CARRIERS, type CarrierSlug } from '../../src/shared/carriers.ts';
import { CARRIER_INTEGRATION_FACTS, printsZpl } from '../../src/shared/integrations-carriers.ts';

const CAPABILITIES: Record<CarrierSlug, CarrierCapabilities> = {
  cargus: CARGUS_CAPABILITIES,
  dpd: DPD_CAPABILITIES,
  'fan-courier': FAN_COURIER_CAPABILITIES,
  gls: GLS_CAPABILITIES,
  sameday: SAMEDAY_CAPABILITIES,
  bookurier: BOOKURIER_CAPABILITIES,
};

interface RateCard {
  services: Record<string, unknown>;
  options: Record<string, unknown>;
  locker?: { name: string };
}
const rateCard = (slug: string) => JSON.parse(readFileSync(join(process.cwd(), 'server/data/rate-cards', `${slug}.json`), 'utf8')) as RateCard;

describe('integrations pages: carrier facts', () => {
  it.each(CARRIERS.map((c) => c.slug))('%s: services, Saturday delivery and lockers as its rate card prices them', (slug) => {
    const facts = CARRIER_INTEGRATION_FACTS[slug];
    const card = rateCard(slug);
    expect(facts.serviceIds.map(String)).toEqual(Object.keys(card.services).sort());
    expect(facts.saturdayDelivery).toBe('saturday_delivery' in card.options);
    expect(Boolean(facts.lockerNetwork)).toBe(Boolean(card.locker));
    // Lockers only where a locker service is priced.
    expect(Boolean(facts.lockerNetwork)).toBe(facts.serviceIds.some((id) => id !== 1));
  });

  it.each(CARRIERS.map((c) => c.slug))('%s: the label formats its adapter prints, ZPL only where it does', (slug) => {
    const formats = CAPABILITIES[slug].labelFormats;
    expect([...CARRIER_INTEGRATION_FACTS[slug].ownLabelFormats].sort()).toEqual([...formats].sort());
    expect(printsZpl(slug)).toBe(formats.includes('ZPL'));
    expect(Boolean(CARRIER_INTEGRATION_FACTS[slug].lockerNetwork)).toBe(CAPABILITIES[slug].lockers);
  });

  it('ZPL from DPD, GLS and FAN Courier; Sameday, Cargus and Bookurier print none', () => {
    expect(CARRIERS.filter((c) => printsZpl(c.slug)).map((c) => c.slug).sort()).toEqual(['dpd', 'fan-courier', 'gls']);
  });
});
