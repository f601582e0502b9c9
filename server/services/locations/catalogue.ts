// The lists behind GET /locations/*: countries, counties, the localities of a county, carriers and
// the services each carrier offers. Services: every carrier does 1 (home -> home); a service with a
// locker at either end (2, 3, 4) only for carriers with at least one active locker (Bookurier has none).
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { SERVICES } from '../../../src/shared/shipping.ts';
import type { CountryDto, CountyDto, LocalityDto } from '../../../src/shared/shipping.ts';
import type { LocationIndex } from './location-index.ts';

export function isSupportedCountry(index: LocationIndex, code: string): boolean {
  return index.countries.some((c) => c.country_code === code.toUpperCase());
}

export function listCountries(index: LocationIndex): CountryDto[] {
  return index.countries;
}

export function listCounties(index: LocationIndex, countryCode: string): CountyDto[] {
  return index.counties.filter((c) => c.country_code === countryCode.toUpperCase());
}

export function findCounty(index: LocationIndex, countryCode: string, countyCode: string): CountyDto | undefined {
  return index.countyByCode.get(`${countryCode.toUpperCase()}:${countyCode.toUpperCase()}`);
}

/** Alphabetical; every locality of the country when no county is given. */
export function listLocalities(index: LocationIndex, countyCode?: string): LocalityDto[] {
  const entries = countyCode ? (index.byCounty.get(countyCode.toUpperCase()) ?? []) : index.localities;
  return entries.map((e) => e.dto);
}

export function listCarriers(): { id: number; is_active: boolean; name: string }[] {
  return CARRIERS.map((c) => ({ id: c.id, is_active: true, name: c.name }));
}

export interface ServiceOffer {
  service_id: number;
  service_name: string;
  carrier_id: number;
  carrier_name: string;
  country_code: string;
}

export function listServices(
  index: LocationIndex,
  filter: { serviceId?: number; carrierId?: number; countryCode: string },
): ServiceOffer[] {
  const withLockers = new Set(index.fixedLocations.filter((f) => f.is_active).map((f) => f.carrier_id));
  const offers: ServiceOffer[] = [];
  for (const carrier of CARRIERS) {
    if (filter.carrierId !== undefined && carrier.id !== filter.carrierId) continue;
    for (const service of SERVICES) {
      if (filter.serviceId !== undefined && service.id !== filter.serviceId) continue;
      const needsLocker = service.from === 'locker' || service.to === 'locker';
      if (needsLocker && !withLockers.has(carrier.id)) continue;
      offers.push({
        service_id: service.id,
        service_name: service.name,
        carrier_id: carrier.id,
        carrier_name: carrier.name,
        country_code: filter.countryCode.toUpperCase(),
      });
    }
  }
  return offers;
}
