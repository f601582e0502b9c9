// Which label each shipment of a request gets, with the real adapters (DPD on its stand-in, the only
// fake its remote end; Sameday pointed at a port nobody answers, so any call to it would fail): ZPL
// at the dpi asked from DPD, ours for the simulated network, in order; ZPL refused with a 422 on
// `format` naming Sameday and its AWB before anything is fetched; for several orders on A4_4xA6,
// DPD's A6 label laid on the sheet with ours; for one order, DPD's own A4_4xA6 sheet as it came.
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDpdAdapter, PARCEL_IDS } from '../../server/services/carriers/adapters/dpd/adapter.ts';
import { createSamedayAdapter } from '../../server/services/carriers/adapters/sameday/adapter.ts';
import type { BookingRequest, CarrierAdapter } from '../../server/services/carriers/carrier-adapter.ts';
import { SIMULATED_NETWORK } from '../../server/services/carriers/index.ts';
import { Failure } from '../../server/services/failure.ts';
import { composeLabels } from '../../server/services/labels/label-compose.ts';
import type { LabelData } from '../../server/services/labels/label-data.ts';
import { shipmentLabels, type LabelShipment, type LabelsContext } from '../../server/services/labels/shipment-labels.ts';
import { startDpdStandIn, STAND_IN_CREDENTIALS, type DpdStandIn } from '../support/carrier-stand-ins/dpd.ts';
import { STAND_IN_CREDENTIALS as SAMEDAY_CREDENTIALS } from '../support/carrier-stand-ins/sameday.ts';

const party = { name: 'Ana Ionescu', phone: '0722000111', email: null, company: null, addressLines: ['Str. Memorandumului 1'], locality: 'Cluj-Napoca', county: 'Cluj', postalCode: '400114', lockerId: null };
const data = (awb: string): LabelData => ({
  awb, carrierId: 6, carrierName: 'Sameday', serviceId: 1, serviceName: 'Standard', orderNumber: `CUR-${awb}`, sender: party, recipient: { ...party, name: 'Ion Țăranu' },
  parcels: 1, envelopes: 0, weightKg: 1, codBani: 0, content: 'Cărți', options: [], bookedAt: '2026-03-10T08:00:00Z',
});
const simulated = (awb: string): LabelShipment => ({ awb, carrierId: 6, network: SIMULATED_NETWORK, label: data(awb), carrierRefs: {} });

describe('the labels of a request, carrier by carrier', () => {
  let standIn: DpdStandIn;
  let dpd: CarrierAdapter;
  let dpdShipment: LabelShipment;
  const sameday = createSamedayAdapter({ carrierId: 6, baseUrl: 'http://127.0.0.1:9', values: { ...SAMEDAY_CREDENTIALS } }, { backoffMs: 1 });
  const simulatedAdapter = { network: SIMULATED_NETWORK } as CarrierAdapter;
  const ctx: LabelsContext = {
    carriers: { adapterFor: (s) => (s.network === SIMULATED_NETWORK ? simulatedAdapter : s.carrierId === 2 ? dpd : sameday) },
    publicUrl: 'https://curiero.ro',
    render: { labels: async (parts, format, dpi) => Buffer.from(await composeLabels(parts, format, dpi)) },
  };
  const prints = () => standIn.requests.filter((r) => r.path === '/print');

  beforeAll(async () => {
    standIn = await startDpdStandIn();
    dpd = createDpdAdapter({ carrierId: 2, baseUrl: standIn.url, values: { ...STAND_IN_CREDENTIALS, CLIENT_ID: '12345678' } }, { backoffMs: 1 });
    const request = {
      orderNumber: 'CUR-1', reference: 'CUR-1', carrierId: 2, serviceId: 1, sender: party, recipient: { ...party, streetName: 'Memorandumului', streetNumber: '1' }, parcels: 1, envelopes: 0,
      weightKg: 1, codBani: 0, content: 'Cărți', now: new Date('2025-03-10T09:00:00Z'), declaredValueBani: 0, options: [], parcelsSpec: [{ weightKg: 1, lengthCm: 20, widthCm: 15, heightCm: 5 }],
    } as BookingRequest;
    const booked = await dpd.book(request);
    dpdShipment = { awb: booked.awb, carrierId: 2, network: 'dpd', label: data(booked.awb), carrierRefs: booked.carrierRefs! };
  });
  afterAll(async () => standIn?.close());

  it("gives DPD's ZPL at the dpi asked and ours for the simulated network, in the order asked", async () => {
    const zpl = (await shipmentLabels(ctx, [simulated('1000000001'), dpdShipment, simulated('1000000002')], { format: 'ZPL', dpi: 300 })).toString('utf8');
    const programs = zpl.split('^XZ').slice(0, -1);
    expect(programs).toHaveLength(3);
    expect(programs[0]).toContain('^FD1000000001^FS');
    expect(programs[0]).toContain('^PW1200');
    expect(programs[1]).toContain(`DPD ${dpdShipment.carrierRefs[PARCEL_IDS]} dpi300`);
    expect(programs[2]).toContain('^FD1000000002^FS');
    expect(prints().at(-1)!.json).toMatchObject({ format: 'zpl', paperSize: 'A6', dpi: 'dpi300' });
  });

  it('refuses ZPL for a carrier that prints none, naming it and the AWB, before fetching any label', async () => {
    const before = prints().length;
    const samedayShipment: LabelShipment = { awb: '1SDY123456789', carrierId: 6, network: 'sameday', label: data('1SDY123456789'), carrierRefs: {} };
    const refused = await shipmentLabels(ctx, [dpdShipment, samedayShipment, simulated('1000000003')], { format: 'ZPL', dpi: 203 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Failure);
    expect((refused as Failure).status).toBe(422);
    expect((refused as Failure).details).toEqual({
      errors: {
        format: [
          'Eticheta ZPL nu este oferită de Sameday (AWB 1SDY123456789). Descarcă aceste etichete ca PDF (A6 sau A4_4xA6): eticheta curierului nu poate fi înlocuită cu a noastră, fiindcă depozitele lui sortează după codurile de pe ea.',
        ],
      },
    });
    expect(prints()).toHaveLength(before);
  });

  it("lays DPD's A6 label on the A4_4xA6 sheet with ours for several orders, and sends DPD's own sheet for one", async () => {
    const sheet = await shipmentLabels(ctx, [simulated('1000000004'), dpdShipment, simulated('1000000005')], { format: 'A4_4xA6', dpi: 203 });
    expect(prints().at(-1)!.json).toMatchObject({ format: 'pdf', paperSize: 'A6' });
    const doc = await PDFDocument.load(sheet);
    expect(doc.getPages().map((p) => Math.round(p.getSize().width))).toEqual([595]);
    const text = (await extractText(new Uint8Array(sheet), { mergePages: true })).text;
    const at = ['1000000004', `DPD A6 ${dpdShipment.carrierRefs[PARCEL_IDS]}`, '1000000005'].map((s) => text.indexOf(s));
    expect(at.every((i, n) => i >= 0 && (n === 0 || i > at[n - 1]!))).toBe(true);

    const alone = await shipmentLabels(ctx, [dpdShipment], { format: 'A4_4xA6', dpi: 203 });
    expect(prints().at(-1)!.json).toMatchObject({ format: 'pdf', paperSize: 'A4_4xA6' });
    expect(new TextDecoder().decode(alone)).toContain(`DPD A4_4xA6 ${dpdShipment.carrierRefs[PARCEL_IDS]}`);
  });
});
