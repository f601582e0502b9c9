// Lockers and pick-up points for GET /locations/fixedlocations: the active ones of a locality (by
// SIRUTA id, or by name and county as resolve.ts matches them) and/or of a carrier; all active ones
// of the country when no locality is named. Ordered by carrier, then name.
import type { FixedLocationDto } from '../../../src/shared/shipping.ts';
import type { LocationIndex } from './location-index.ts';
import { foldName } from './names.ts';

export interface FixedLocationFilter {
  localityId?: number;
  localityName?: string;
  countyName?: string;
  carrierId?: number;
}

function localityIds(index: LocationIndex, filter: FixedLocationFilter): number[] | null {
  if (filter.localityId !== undefined) return [filter.localityId];
  if (!filter.localityName?.trim()) return null;
  const county = filter.countyName?.trim() ? foldName(filter.countyName).replace(/^(?:judetul|jud) /, '') : null;
  return (index.byName.get(foldName(filter.localityName)) ?? [])
    .filter((e) => county === null || foldName(e.dto.county_name) === county)
    .map((e) => e.dto.id);
}

export function listFixedLocations(index: LocationIndex, filter: FixedLocationFilter): FixedLocationDto[] {
  const ids = localityIds(index, filter);
  const candidates = ids === null ? index.fixedLocations : ids.flatMap((id) => index.fixedByLocality.get(id) ?? []);
  return candidates.filter((f) => f.is_active && (filter.carrierId === undefined || f.carrier_id === filter.carrierId));
}

export function getFixedLocation(index: LocationIndex, id: number): FixedLocationDto | undefined {
  return index.fixedById.get(id);
}
