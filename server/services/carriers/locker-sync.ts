// The job 'lockers.sync' (scheduled daily, once across every process, server/app/job-handlers.ts): each
// connected carrier whose API lists its lockers and pickup points (capabilities.lockers) is asked for
// the whole list, and fixed_locations follows it (written by locations/synced-points.ts): new points are added (ids from
// fixed_locations_synced_id_seq), known ones updated, points no longer listed deactivated (an order
// may still name them), all in one transaction per carrier. Each point is placed in our locality
// (SIRUTA) by its postal code, else by its locality and county names; a point we cannot place is
// left out and counted. The picker and pricing then show the carrier's real points (the location
// index shows a connected carrier's synced points only, location-index.ts, and every process
// rebuilds it within a minute of the sync). A carrier that fails to answer fails the job, which is
// retried with backoff; the other carriers' lists are kept.
// A carrier's API does not list a point's boxes: every point of a carrier gets its standard box sizes,
// which the caller supplies (standardBoxSizes; the composition root reads them from the carrier's rate
// card, app/job-handlers.ts), so that carriers/ depends on nothing of pricing/.
import type { BoxSize } from '../../../src/shared/shipping.ts';
import type { AppDb } from '../../db/client.ts';
import { forgetLocationIndex, locationIndex, type LocationIndex } from '../locations/index.ts';
import { foldName } from '../locations/index.ts';
import { saveCarrierPoints, type SyncedPoint } from '../locations/index.ts';
import type { Logger } from '../logger.ts';
import type { PickupPoint } from './carrier-adapter.ts';
import type { CarrierNetwork } from './carrier-network.ts';
import { CARRIER_MANIFESTS } from './registry.ts';

export interface LockerSyncContext {
  db: AppDb;
  carriers: CarrierNetwork;
  log: Logger;
  now(): Date;
  /** The standard box sizes of carrier `carrierId`'s lockers, given to each of its synced points. */
  standardBoxSizes(carrierId: number): BoxSize[];
}

export interface CarrierSyncReport {
  carrierId: number;
  listed: number;
  saved: number;
  /** Points whose locality we could not find. */
  unplaced: number;
  deactivated: number;
}

const county = (name: string) => foldName(name).replace(/^(?:judetul|jud) /, '').replace(/^municipiul /, '');

/** Our locality (SIRUTA) of a point: by postal code within its county, else by name and county. */
export function placePoint(index: LocationIndex, point: Pick<PickupPoint, 'postalCode' | 'locality' | 'county'>): number | null {
  const wantedCounty = county(point.county);
  const inCounty = (countyName: string) => !wantedCounty || county(countyName) === wantedCounty || (wantedCounty === 'bucuresti' && countyName.startsWith('Bucure'));
  const code = point.postalCode?.replace(/\D/g, '');
  if (code && code.length === 6) {
    const match = (index.byPostalCode.get(code) ?? []).find((e) => inCounty(e.dto.county_name));
    if (match) return match.dto.id;
  }
  const byName = (index.byName.get(foldName(point.locality)) ?? []).filter((e) => inCounty(e.dto.county_name));
  return byName[0]?.dto.id ?? null;
}

function paymentTypeOf(point: PickupPoint): string {
  if (point.acceptsCod === true) return 'card';
  if (point.acceptsCod === false) return 'none';
  return 'online';
}

/** Syncs one carrier's points; throws when its API does not answer. */
export async function syncCarrierLockers(ctx: LockerSyncContext, carrierId: number): Promise<CarrierSyncReport> {
  const adapter = ctx.carriers.adapter(carrierId);
  const report: CarrierSyncReport = { carrierId, listed: 0, saved: 0, unplaced: 0, deactivated: 0 };
  if (!ctx.carriers.isReal(carrierId) || !adapter.capabilities?.lockers || !adapter.pickupPoints) return report;
  const points = await adapter.pickupPoints();
  report.listed = points.length;
  const index = await locationIndex(ctx.db);
  const boxes = ctx.standardBoxSizes(carrierId);
  const rows: SyncedPoint[] = [];
  const seen = new Set<string>();
  for (const point of points) {
    if (seen.has(point.pointId)) continue;
    seen.add(point.pointId);
    const siruta = placePoint(index, point);
    if (siruta === null) {
      report.unplaced += 1;
      continue;
    }
    rows.push({
      carrier_id: carrierId,
      point_id: point.pointId,
      fixed_location_type: point.kind,
      siruta,
      name: point.name,
      address: point.address,
      latitude: point.lat ?? 0,
      longitude: point.lng ?? 0,
      schedule: point.schedule ? [{ days: '', hours: point.schedule }] : [],
      payment_type: paymentTypeOf(point),
      allows_drop_off: point.dropOff ?? false,
      box_sizes: boxes,
    });
  }
  report.deactivated = await saveCarrierPoints(ctx.db, carrierId, rows, ctx.now());
  report.saved = rows.length;
  forgetLocationIndex(ctx.db);
  return report;
}

/** The job: every connected carrier that lists its points; the first failure is thrown after the others ran. */
export async function syncLockers(ctx: LockerSyncContext): Promise<CarrierSyncReport[]> {
  const reports: CarrierSyncReport[] = [];
  let failure: unknown = null;
  for (const carrier of CARRIER_MANIFESTS) {
    if (!ctx.carriers.isReal(carrier.id)) continue;
    try {
      const report = await syncCarrierLockers(ctx, carrier.id);
      if (report.listed) ctx.log.info({ ...report, carrier: carrier.name }, 'lockers synced');
      if (report.unplaced) ctx.log.warn({ carrier: carrier.name, unplaced: report.unplaced }, 'lockers left out: their locality was not found');
      reports.push(report);
    } catch (error) {
      ctx.log.error({ err: error, carrier: carrier.name }, 'locker sync failed');
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return reports;
}
