// Contract tests of the label-free returns our real adapters ask for (BookingRequest.labelFreeReturn,
// services/carriers/return-methods.ts), against the carriers' stand-ins: GLS's label-less locker
// return (PrintLabels_20251022, service LRS with PickupType 2, the PIN in the answer) and Sameday's
// easybox return (lockerFirstMile with the personal drop-off tax, lockerReturnChargeCode in the
// answer). The code comes back in carrierRefs.returnCode; a carrier that refuses the return says so in
// Romanian, naming the label-free service; an ordinary booking asks for none of it.
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingRequest, CarrierAdapter, Party } from '../../../server/services/carriers/carrier-adapter.ts';
import { CarrierError, type CarrierHttp } from '../../../server/services/carriers/carrier-http.ts';
import { createGlsAdapter } from '../../../server/services/carriers/adapters/gls/adapter.ts';
import { createSamedayAdapter } from '../../../server/services/carriers/adapters/sameday/adapter.ts';
import { forgetSamedayServices } from '../../../server/services/carriers/adapters/sameday/services.ts';
import { startGlsStandIn, STAND_IN_CREDENTIALS as GLS_CREDENTIALS, type GlsStandIn } from '../../support/carrier-stand-ins/gls.ts';
import { startSamedayStandIn, STAND_IN_CREDENTIALS as SAMEDAY_CREDENTIALS, type SamedayStandIn } from '../../support/carrier-stand-ins/sameday.ts';

const customer: Party = {
  name: 'Ion Țăranu',
  phone: '0744 987 654',
  email: 'ion.taranu@exemplu.ro',
  company: null,
  addressLines: ['Str. Fabricii nr. 12', 'bl. A, ap. 3'],
  locality: 'Cluj-Napoca',
  county: 'Cluj',
  postalCode: '400001',
  lockerId: null,
  streetName: 'Str. Fabricii',
  streetNumber: '12',
  streetDetails: 'bl. A, ap. 3',
};
const shop: Party = { name: 'Ana Popescu', phone: '0722123456', email: 'retur@magazin.ro', company: 'Magazinul Ștrumfilor SRL', addressLines: ['Str. Paris nr. 9'], locality: 'București', county: 'București', postalCode: '011815', lockerId: null };

function returnRequest(carrierId: number, overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    orderNumber: 'CUR-3001',
    reference: 'CUR-3001',
    carrierId,
    serviceId: 1,
    sender: customer,
    recipient: shop,
    parcels: 1,
    envelopes: 0,
    weightKg: 1,
    codBani: 0,
    content: 'Retur MS-1',
    now: new Date(),
    parcelsSpec: [{ weightKg: 1, lengthCm: 30, widthCm: 20, heightCm: 10 }],
    declaredValueBani: 0,
    options: [],
    ...overrides,
  };
}

let closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.reverse()) await close();
  closers = [];
  forgetSamedayServices();
});

async function gls(options: { lockerReturns?: boolean } = {}): Promise<{ standIn: GlsStandIn; adapter: CarrierAdapter & { http: CarrierHttp } }> {
  const standIn = await startGlsStandIn(options);
  const adapter = createGlsAdapter({ carrierId: 4, baseUrl: standIn.baseUrl, values: { ...GLS_CREDENTIALS, DELIVERY_POINTS_URL: standIn.pointsUrl } }, { timeouts: { quoteMs: 3000, otherMs: 3000 }, backoffMs: 5 });
  closers.push(() => standIn.close(), () => adapter.http.shutdown());
  return { standIn, adapter };
}

async function sameday(options: { lockerReturns?: boolean } = {}): Promise<{ standIn: SamedayStandIn; adapter: CarrierAdapter & { http: CarrierHttp } }> {
  const standIn = await startSamedayStandIn(options);
  const adapter = createSamedayAdapter({ carrierId: 6, baseUrl: standIn.url, values: { ...SAMEDAY_CREDENTIALS } }, { timeouts: { quoteMs: 3000, otherMs: 3000 }, backoffMs: 5 });
  closers.push(() => standIn.close(), () => adapter.http.shutdown());
  return { standIn, adapter };
}

describe('GLS: label-less locker return (PIN)', () => {
  it('books through PrintLabels_20251022 with LRS and PickupType 2, and answers the PIN as the return code', async () => {
    const { standIn, adapter } = await gls();
    const booking = await adapter.book(returnRequest(4, { labelFreeReturn: { method: 'locker', pointId: null } }));
    const call = standIn.requests.find((r) => r.path.endsWith('/PrintLabels_20251022'))!;
    expect(call).toBeDefined();
    const parcel = (call.json as { ParcelList: Record<string, unknown>[] }).ParcelList[0]!;
    expect(parcel).toMatchObject({ PickupType: 2, ServiceList: [{ Code: 'LRS' }], PickupAddress: { Name: 'Ion Țăranu', City: 'Cluj-Napoca' }, DeliveryAddress: { City: 'București' } });
    expect(booking.carrierRefs?.returnCode).toMatch(/^\d{6}$/);
    expect(booking.carrierRefs?.parcelId).toBe(String(standIn.parcels.get(Number(booking.awb))!.parcelId));
    expect(standIn.requests.some((r) => r.path.endsWith('/PrintLabels'))).toBe(false);
  });

  it('asks for no PIN on an ordinary booking (plain PrintLabels, no LRS, no PickupType)', async () => {
    const { standIn, adapter } = await gls();
    const booking = await adapter.book(returnRequest(4));
    const call = standIn.requests.find((r) => r.path.endsWith('/PrintLabels'))!;
    const parcel = (call.json as { ParcelList: Record<string, unknown>[] }).ParcelList[0]!;
    expect(parcel.PickupType).toBeUndefined();
    expect(parcel.ServiceList).toEqual([]);
    expect(booking.carrierRefs?.returnCode).toBeUndefined();
  });

  it('names the label-free service when GLS refuses it (an account without LRS)', async () => {
    const { standIn, adapter } = await gls({ lockerReturns: false });
    const error = (await adapter.book(returnRequest(4, { labelFreeReturn: { method: 'locker', pointId: null } })).catch((e: unknown) => e)) as CarrierError;
    expect(error).toBeInstanceOf(CarrierError);
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('GLS a refuzat returul fără etichetă (GLS Locker cu PIN): datele coletului nu au trecut validarea GLS.');
    expect(error.details.carrierMessage).toContain('LRS service is not available');
    expect(standIn.parcels.size).toBe(0);
  });
});

describe('Sameday: easybox return (lockerFirstMile)', () => {
  it('sends the easybox as lockerFirstMile with the personal drop-off tax, and answers lockerReturnChargeCode as the return code', async () => {
    const { standIn, adapter } = await sameday();
    const booking = await adapter.book(returnRequest(6, { labelFreeReturn: { method: 'locker', pointId: '1002' } }));
    const form = Object.fromEntries(standIn.requests.find((r) => r.path === '/api/awb')!.form.entries());
    expect(form).toMatchObject({ lockerFirstMile: '1002', thirdPartyPickup: '0', service: '7', 'serviceTaxes[0]': 'PDO', 'awbRecipient[name]': 'Ana Popescu', clientInternalReference: 'CUR-3001' });
    expect(form.lockerLastMile).toBeUndefined();
    expect(booking.carrierRefs?.returnCode).toMatch(/^R\d{7}$/);
    expect(standIn.bookings.get(booking.awb)?.form.lockerFirstMile).toBe('1002');
  });

  it('asks for no easybox on an ordinary booking: the customer is the third party picked up at home', async () => {
    const { standIn, adapter } = await sameday();
    const booking = await adapter.book(returnRequest(6));
    const form = Object.fromEntries(standIn.requests.find((r) => r.path === '/api/awb')!.form.entries());
    expect(form).toMatchObject({ thirdPartyPickup: '1', 'thirdParty[name]': 'Ion Țăranu' });
    expect(form.lockerFirstMile).toBeUndefined();
    expect(form['serviceTaxes[0]']).toBeUndefined();
    expect(booking.carrierRefs?.returnCode).toBeUndefined();
  });

  it('names the label-free service when Sameday refuses the easybox, and refuses one without a Sameday id before calling', async () => {
    const { standIn, adapter } = await sameday({ lockerReturns: false });
    const error = (await adapter.book(returnRequest(6, { labelFreeReturn: { method: 'locker', pointId: '1002' } })).catch((e: unknown) => e)) as CarrierError;
    expect(error).toBeInstanceOf(CarrierError);
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('Sameday a refuzat returul fără etichetă (retur din easybox): date greșite la easybox-ul expeditorului („Locker first mile is not available for this client.”).');
    expect(standIn.bookings.size).toBe(0);

    const calls = standIn.requests.filter((r) => r.path === '/api/awb').length;
    const missing = (await adapter.book(returnRequest(6, { labelFreeReturn: { method: 'locker', pointId: null } })).catch((e: unknown) => e)) as CarrierError;
    expect(missing.message).toBe('Sameday a refuzat returul fără etichetă (retur din easybox): easybox-ul în care clientul predă returul nu are un cod Sameday.');
    expect(standIn.requests.filter((r) => r.path === '/api/awb').length).toBe(calls);
  });
});
