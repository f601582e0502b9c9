// The customer's own request, reached without an account by the signed link of the acknowledgement
// mail (access.ts): read it (where it stands), and add photos to it while it is open (at most
// MAX_PHOTOS, each a checked image of at most PHOTO_MAX_BYTES, stored with the request, shown to the
// shop only). An unknown request and a wrong token get the same 404.
import { and, count, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { returnPhotos, returnRequests, returnSettings } from '../../db/schema.ts';
import { Failure, validationFailure } from '../failure.ts';
import { accessTokenValid } from './access.ts';
import { checkImage, MAX_PHOTOS, PHOTO_MAX_BYTES } from './images.ts';
import { historyOf, returnIdOf, type ReturnRow } from './inbox.ts';
import { shipmentFacts } from './return-shipment-view.ts';
import { guestReturnView } from './views.ts';

/** Photos are taken while the parcel has not reached the shop. */
const OPEN = ['requested', 'approved', 'label_issued', 'in_transit'] as const;

const notFound = () => new Failure(404, 'not_found', 'Cererea de retur nu există sau link-ul nu este valid.');

export async function guestRow(db: AppDb, rawId: string, token: string): Promise<ReturnRow> {
  const id = returnIdOf(rawId);
  const [row] = id === null ? [] : await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  if (!row || !accessTokenValid(token, row.accessTokenHash)) throw notFound();
  return row;
}

/** The request as its customer sees it. */
export async function guestReturn(db: AppDb, rawId: string, token: string) {
  const row = await guestRow(db, rawId, token);
  return guestView(db, row, token);
}

/** The guest's label download (a signed link of the route, which checks the token): `token` known. */
export const guestLabelPath = (id: number, token: string) => `/api/private/returns/requests/${id}/label?${new URLSearchParams({ cheie: token })}`;

export async function guestView(db: AppDb, row: ReturnRow, token?: string) {
  const [[shop], history, shipment] = await Promise.all([
    db.select({ name: returnSettings.publicName }).from(returnSettings).where(eq(returnSettings.customerId, row.customerId)),
    historyOf(db, row.id),
    shipmentFacts(db, row),
  ]);
  return guestReturnView(row, shop?.name ?? '', history, shipment, token ? guestLabelPath(row.id, token) : null);
}

/** Adds a photo to the customer's open request. */
export async function addGuestPhoto(db: AppDb, rawId: string, token: string, bytes: Buffer | undefined) {
  const row = await guestRow(db, rawId, token);
  if (!(OPEN as readonly string[]).includes(row.status)) throw new Failure(409, 'return_closed', 'Cererea nu mai primește fotografii: coletul a ajuns la magazin sau cererea s-a încheiat.');
  const contentType = checkImage(bytes, PHOTO_MAX_BYTES, 'photo');
  return db.transaction(async (tx) => {
    // The request's row is the lock: two uploads at once never make a sixth photo.
    await tx.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.id, row.id)).for('update');
    const [had] = await tx.select({ n: count() }).from(returnPhotos).where(and(eq(returnPhotos.returnId, row.id)));
    if ((had?.n ?? 0) >= MAX_PHOTOS) throw validationFailure({ photo: [`O cerere are cel mult ${MAX_PHOTOS} fotografii.`] });
    const [photo] = await tx
      .insert(returnPhotos)
      .values({ returnId: row.id, customerId: row.customerId, contentType, size: bytes!.length, data: bytes! })
      .returning({ id: returnPhotos.id, contentType: returnPhotos.contentType, size: returnPhotos.size });
    return { id: photo!.id, content_type: photo!.contentType, size: photo!.size };
  });
}
