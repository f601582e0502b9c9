// The labels of booked shipments, as the label routes send them: a shipment booked with a real
// carrier gets the carrier's own label (its routing codes and barcodes are what its depots scan),
// fetched from its API; a shipment of the simulated network gets our own layout (marked as a demo).
// What is asked of the carrier, by the format of the request:
// - A6: its A6 label when it prints one, else its default.
// - A4 / A4_4xA6 (four A6 a sheet, in the order asked): for one order, the carrier's own sheet when
//   it prints that format; for several, each carrier's A6 label, which label-compose.ts lays in the
//   next quarter of the sheet with ours (a carrier with no A6 label gives its A4 page, a sheet of
//   its own in its place).
// - ZPL at 203 or 300 dpi: the carrier's ZPL at that dpi (DPD, FAN Courier, GLS). A carrier that
//   prints no ZPL (Sameday, Cargus, Bookurier) is refused before anything is fetched, with a 422 on
//   `format` naming it and the AWBs: our layout is never passed off as a real carrier's label (its
//   depots sort by the codes on the carrier's own), so the shop downloads those as PDF.
// A carrier that cannot give its label now is a 503 naming it. The carriers' labels are fetched here,
// a few at a time and kept in order; drawing and merging are CPU work, done on a render thread
// (label-compose.ts, services/render/).
import { CARRIERS } from '../../../src/shared/carriers.ts';
import type { CarrierAdapter, LabelFormat as CarrierLabelFormat } from '../carriers/index.ts';
import { CarrierError } from '../carriers/index.ts';
import type { CarrierNetwork } from '../carriers/index.ts';
import { SIMULATED_NETWORK } from '../carriers/index.ts';
import { Failure, validationFailure } from '../failure.ts';
import type { RenderPool } from '../render/index.ts';
import type { LabelPart } from './label-compose.ts';
import { labelPrintOf, SHEET_FORMATS, type LabelPrint } from './label-data.ts';
import type { LabelRequest } from './label-request.ts';

export interface LabelShipment {
  awb: string;
  carrierId: number;
  network: string;
  label: unknown;
  carrierRefs: Record<string, string>;
}

export interface LabelsContext {
  carriers: Pick<CarrierNetwork, 'adapterFor'>;
  publicUrl: string;
  /** The render threads, which draw and merge the labels. */
  render: Pick<RenderPool, 'labels'>;
}

/** Carriers' labels fetched at once. */
const FETCH_PARALLEL = 4;

const carrierName = (carrierId: number) => CARRIERS.find((c) => c.id === carrierId)?.name ?? String(carrierId);

const unavailable = (carrierId: number, error: unknown) => {
  const why = error instanceof CarrierError ? ` ${error.message}` : '';
  return new Failure(503, 'label_unavailable', `Eticheta nu a putut fi luată acum de la ${carrierName(carrierId)}.${why} Încearcă din nou peste câteva minute.`);
};

/** The formats the carrier prints its own label in; [] when we draw it (the simulated network, or no label call). */
function carrierFormats(adapter: CarrierAdapter): readonly CarrierLabelFormat[] {
  if (adapter.network === SIMULATED_NETWORK || !adapter.label) return [];
  return adapter.capabilities?.labelFormats ?? [];
}

/** A ZPL file asked for shipments whose carrier prints no ZPL: refused, naming the carriers and the AWBs. */
function refuseZpl(shipments: readonly LabelShipment[], adapters: readonly CarrierAdapter[]): void {
  const byCarrier = new Map<number, string[]>();
  shipments.forEach((shipment, i) => {
    const formats = carrierFormats(adapters[i]!);
    if (formats.length && !formats.includes('ZPL')) byCarrier.set(shipment.carrierId, [...(byCarrier.get(shipment.carrierId) ?? []), shipment.awb]);
  });
  if (!byCarrier.size) return;
  const named = [...byCarrier].map(([carrierId, awbs]) => `${carrierName(carrierId)} (AWB ${awbs.join(', ')})`).join(', ');
  throw validationFailure({
    format: [`Eticheta ZPL nu este oferită de ${named}. Descarcă aceste etichete ca PDF (A6 sau A4_4xA6): eticheta curierului nu poate fi înlocuită cu a noastră, fiindcă depozitele lui sortează după codurile de pe ea.`],
  });
}

/** What to ask the carrier for, given the request (see the head of the file); null: we draw the label. */
function carrierFormatOf(formats: readonly CarrierLabelFormat[], request: LabelRequest, alone: boolean): CarrierLabelFormat | null {
  if (!formats.length) return null;
  const { format } = request;
  if (format === 'ZPL' || (format === 'A6' && formats.includes('A6'))) return format;
  if (SHEET_FORMATS.includes(format)) {
    if (alone && formats.includes(format)) return format;
    if (formats.includes('A6')) return 'A6';
    if (formats.includes('A4')) return 'A4';
  }
  return formats[0]!;
}

/** The carrier's own label of `shipment` in `format`, as a part of the file. */
async function carrierLabel(adapter: CarrierAdapter, shipment: LabelShipment, format: CarrierLabelFormat, request: LabelRequest): Promise<LabelPart> {
  try {
    const label = await adapter.label!({ awb: shipment.awb, carrierRefs: shipment.carrierRefs }, format, { dpi: request.dpi });
    if (format === 'ZPL') {
      if (label.contentType !== 'text/plain' || !new TextDecoder().decode(label.body).includes('^XA')) throw new CarrierError('protocol', 'Curierul nu a trimis o etichetă ZPL.', adapter.network);
      return { zpl: label.body };
    }
    if (label.contentType !== 'application/pdf') throw new CarrierError('protocol', 'Curierul nu a trimis un PDF.', adapter.network);
    return { pdf: label.body };
  } catch (error) {
    throw unavailable(shipment.carrierId, error);
  }
}

/** `work` on every item, `parallel` at a time, the answers in the items' order. */
async function inOrder<T, R>(items: readonly T[], parallel: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return out;
}

/** One file (a PDF, or ZPL) with the labels of `shipments`, in order. */
export async function shipmentLabels(ctx: LabelsContext, shipments: readonly LabelShipment[], request: LabelRequest): Promise<Buffer> {
  const adapters = shipments.map((shipment) => ctx.carriers.adapterFor(shipment));
  if (request.format === 'ZPL') refuseZpl(shipments, adapters);
  const alone = shipments.length === 1;
  const own = await inOrder(shipments, FETCH_PARALLEL, async (shipment, i) => {
    const format = carrierFormatOf(carrierFormats(adapters[i]!), request, alone);
    return format ? { format, part: await carrierLabel(adapters[i]!, shipment, format, request) } : null;
  });
  const parts: LabelPart[] = [];
  let ours: LabelPrint[] = [];
  const flush = () => {
    if (ours.length) parts.push({ ours });
    ours = [];
  };
  shipments.forEach((shipment, i) => {
    const carrier = own[i];
    if (carrier) {
      flush();
      parts.push(carrier.part);
    } else ours.push(labelPrintOf(shipment, ctx.publicUrl));
  });
  flush();
  // A carrier's label alone is sent as it came, unless it is an A6 label to put on a sheet.
  const [first] = parts;
  const onSheet = SHEET_FORMATS.includes(request.format) && own[0]?.format === 'A6';
  if (parts.length === 1 && first && !('ours' in first) && !onSheet) return Buffer.from('pdf' in first ? first.pdf : first.zpl);
  return ctx.render.labels(parts, request.format, request.dpi);
}
