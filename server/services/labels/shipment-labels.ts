// The labels of booked shipments, as the label routes send them: a shipment booked with a real
// carrier gets the carrier's own label (its routing codes and barcodes are what its depots scan),
// fetched from its API in the format asked for when the carrier prints it, else in its default one;
// a shipment of the simulated network gets our own layout (label-pdf.ts, marked as a demo). Several
// labels come back as one PDF, in the order asked, merged page by page (pdf-lib); consecutive labels
// of our own layout share A4 sheets. A carrier that cannot give its label now is a 503 naming it:
// our layout is never passed off as a real carrier's label. The carriers' labels are fetched here;
// drawing and merging are CPU work, done on a render thread (label-compose.ts, services/render/).
import { CARRIERS } from '../../../src/shared/carriers.ts';
import type { CarrierAdapter, LabelFormat as CarrierLabelFormat } from '../carriers/index.ts';
import { CarrierError } from '../carriers/index.ts';
import type { CarrierNetwork } from '../carriers/index.ts';
import { SIMULATED_NETWORK } from '../carriers/index.ts';
import { Failure } from '../failure.ts';
import type { RenderPool } from '../render/index.ts';
import type { LabelPart } from './label-compose.ts';
import { labelPrintOf, type LabelFormat, type LabelPrint } from './label-data.ts';

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

const unavailable = (carrierId: number, error: unknown) => {
  const name = CARRIERS.find((c) => c.id === carrierId)?.name ?? String(carrierId);
  const why = error instanceof CarrierError ? ` ${error.message}` : '';
  return new Failure(503, 'label_unavailable', `Eticheta nu a putut fi luată acum de la ${name}.${why} Încearcă din nou peste câteva minute.`);
};

/** The carrier's own label of `shipment`, or null when we draw it ourselves. */
async function carrierLabel(adapter: CarrierAdapter, shipment: LabelShipment, format: LabelFormat): Promise<Uint8Array | null> {
  const formats = adapter.capabilities?.labelFormats ?? [];
  if (adapter.network === SIMULATED_NETWORK || !adapter.label || !formats.length) return null;
  const chosen: CarrierLabelFormat = formats.includes(format) ? format : formats[0]!;
  try {
    const label = await adapter.label({ awb: shipment.awb, carrierRefs: shipment.carrierRefs }, chosen);
    if (label.contentType !== 'application/pdf') throw new CarrierError('protocol', 'Curierul nu a trimis un PDF.', adapter.network);
    return label.body;
  } catch (error) {
    throw unavailable(shipment.carrierId, error);
  }
}

/** One PDF with the labels of `shipments`, in order. */
export async function shipmentLabels(ctx: LabelsContext, shipments: readonly LabelShipment[], format: LabelFormat): Promise<Buffer> {
  const parts: LabelPart[] = [];
  let ours: LabelPrint[] = [];
  const flush = () => {
    if (ours.length) parts.push({ ours });
    ours = [];
  };
  for (const shipment of shipments) {
    const own = await carrierLabel(ctx.carriers.adapterFor(shipment), shipment, format);
    if (own) {
      flush();
      parts.push({ pdf: own });
    } else ours.push(labelPrintOf(shipment, ctx.publicUrl));
  }
  flush();
  // A carrier's label alone is sent as it came.
  const [first] = parts;
  if (parts.length === 1 && first && 'pdf' in first) return Buffer.from(first.pdf);
  return ctx.render.labels(parts, format);
}
