// DPD's own id of a locality ("site"), which a shipment's address needs (carrier-apis.md section 3,
// "Nomenclature"): found with `POST location/site {countryId, name, postCode}` (at most 10 results,
// best first) and kept in memory for the life of the process (a Map: sites do not change between
// deploys, and any process can look one up again). Bucharest is one site whatever the sector.
// DPD's nomenclature is written without Romanian diacritics, so names are searched folded to ASCII.
import { CARRIER_MESSAGES, CarrierError } from '../../carrier-http.ts';
import type { Party } from '../../carrier-adapter.ts';
import { DPD, type DpdClient } from './client.ts';
import type { DpdAnswer, DpdSite } from './wire.ts';

export const ROMANIA = 642;
/** Bucharest's site id [off: DPD RO plugin examples]. */
export const BUCHAREST_SITE = 642279132;

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export const ascii = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function isBucharest(party: Pick<Party, 'locality' | 'county' | 'countyCode'>): boolean {
  return party.countyCode === 'B' || /^bucuresti/.test(fold(party.county)) || /^(bucuresti|sector \d)/.test(fold(party.locality));
}

/** The best of DPD's answers: same name in the same county, else same name, else DPD's first. */
function best(sites: DpdSite[], locality: string, county: string): DpdSite | undefined {
  const name = fold(locality);
  const region = fold(county);
  const sameName = sites.filter((s) => fold(s.name) === name || fold(s.nameEn ?? '') === name);
  return sameName.find((s) => fold(s.region ?? s.regionEn ?? '') === region) ?? sameName[0] ?? sites[0];
}

export class SiteResolver {
  readonly #cache = new Map<string, number>();

  constructor(private readonly client: DpdClient) {}

  async siteId(party: Pick<Party, 'locality' | 'county' | 'postalCode' | 'countyCode'>): Promise<number> {
    if (isBucharest(party)) return BUCHAREST_SITE;
    const key = `${fold(party.locality)}|${fold(party.county)}|${party.postalCode}`;
    const cached = this.#cache.get(key);
    if (cached !== undefined) return cached;
    const find = async (postCode?: string) =>
      (await this.client.call<DpdAnswer & { sites?: DpdSite[] }>('location/site', { countryId: ROMANIA, name: ascii(party.locality), ...(postCode ? { postCode } : {}) }, { idempotent: true })).sites ?? [];
    // A postal code DPD does not hold for the locality must not hide it: once more by name only.
    let sites = party.postalCode ? await find(party.postalCode) : [];
    if (!sites.length) sites = await find();
    const site = best(sites, party.locality, party.county);
    if (!site) {
      throw new CarrierError('refused', CARRIER_MESSAGES.refused(DPD, `localitatea ${party.locality} nu este în nomenclatorul DPD.`), DPD);
    }
    this.#cache.set(key, site.id);
    return site.id;
  }
}
