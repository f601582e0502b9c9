// A connected carrier's lockers and pickup points as fixed_locations rows (the locations module owns
// the table; carriers/locker-sync.ts asks the carrier and places each point): new points get ids from
// fixed_locations_synced_id_seq, known ones are updated, points no longer listed are deactivated (an
// order may still name them), all in one transaction per carrier.
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import type { FixedLocationRow } from './reference-files.ts';

/** A point as saved: a fixed_locations row without the id (from the sequence) and is_active (true), with the carrier's id. */
export type SyncedPoint = Omit<FixedLocationRow, 'id' | 'is_active' | 'source'> & { point_id: string };

/** Saves the carrier's points at `syncedAt`; returns how many of its earlier points were deactivated. */
export async function saveCarrierPoints(db: AppDb, carrierId: number, rows: SyncedPoint[], syncedAt: Date): Promise<number> {
  return db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 2000) {
      const batch = JSON.stringify(rows.slice(start, start + 2000));
      await tx.execute(sql`
        insert into fixed_locations (id, source, carrier_id, point_id, fixed_location_type, siruta, name, address, latitude, longitude,
          schedule, payment_type, allows_drop_off, is_active, box_sizes, synced_at)
        select nextval('fixed_locations_synced_id_seq'), 'carrier', r.carrier_id, r.point_id, r.fixed_location_type, r.siruta, r.name, r.address,
          r.latitude, r.longitude, r.schedule, r.payment_type, r.allows_drop_off, true, r.box_sizes, ${syncedAt.toISOString()}::timestamptz
        from json_to_recordset(${batch}::json) as r(carrier_id int, point_id text, fixed_location_type text, siruta int, name text, address text,
          latitude float8, longitude float8, schedule jsonb, payment_type text, allows_drop_off bool, box_sizes jsonb)
        on conflict (carrier_id, point_id) where point_id is not null do update set
          fixed_location_type = excluded.fixed_location_type, siruta = excluded.siruta, name = excluded.name, address = excluded.address,
          latitude = excluded.latitude, longitude = excluded.longitude, schedule = excluded.schedule, payment_type = excluded.payment_type,
          allows_drop_off = excluded.allows_drop_off, is_active = true, box_sizes = excluded.box_sizes, synced_at = excluded.synced_at`);
    }
    const gone = await tx.execute(sql`
      update fixed_locations set is_active = false, synced_at = ${syncedAt.toISOString()}::timestamptz
      where source = 'carrier' and carrier_id = ${carrierId} and is_active and synced_at < ${syncedAt.toISOString()}::timestamptz`);
    return (gone as { affectedRows?: number; rowCount?: number }).affectedRows ?? (gone as { rowCount?: number }).rowCount ?? 0;
  });
}

