// The format a label route is asked for, read the same way by the private and the public API: A6
// (the default), A4 or A4_4xA6 (four A6 a sheet), ZPL with the printer's dpi (203, the default, or
// 300), in capitals or not; anything else is a 422 naming the field. Also the file a download is
// called and its content type: a PDF, or ZPL as text/plain (see contentTypeOf).
import { validationFailure } from '../failure.ts';
import { LABEL_FORMATS, ZPL_DPIS, type LabelFormat, type ZplDpi } from './label-data.ts';

export interface LabelRequest {
  format: LabelFormat;
  /** Only ZPL uses it. */
  dpi: ZplDpi;
}

export const LABEL_MESSAGES = {
  format: 'Formatul etichetei trebuie să fie A6, A4, A4_4xA6 sau ZPL.',
  dpi: 'Rezoluția ZPL (dpi) trebuie să fie 203 sau 300.',
} as const;

export function labelRequestOf(rawFormat: string | undefined, rawDpi: string | number | undefined): LabelRequest {
  const format = LABEL_FORMATS.find((f) => f.toUpperCase() === (rawFormat ?? 'A6').toUpperCase());
  const dpi = ZPL_DPIS.find((d) => String(d) === String(rawDpi ?? 203).trim());
  if (!format || !dpi) throw validationFailure({ ...(format ? {} : { format: [LABEL_MESSAGES.format] }), ...(dpi ? {} : { dpi: [LABEL_MESSAGES.dpi] }) });
  return { format, dpi };
}

/** What the file holds, for its name: 'A6', 'A4_4xA6', 'ZPL-203dpi'. */
export const labelKind = ({ format, dpi }: LabelRequest) => (format === 'ZPL' ? `ZPL-${dpi}dpi` : format);

/** `<stem>-<kind>.pdf` or `.zpl`. */
export const labelFileName = (stem: string, request: LabelRequest) => `${stem}-${labelKind(request)}.${request.format === 'ZPL' ? 'zpl' : 'pdf'}`;

/**
 * ZPL is sent as text/plain: it is text (commands in ASCII, field data in UTF-8 under ^CI28), it is
 * what the carriers' own APIs answer for it (DPD's print, FAN Courier's awb/label), and no type is
 * registered for it (application/x-zpl is nobody's standard). The tools that send a file to a Zebra
 * printer as it is (Zebra Setup Utilities, ZebraDesigner's "send file", `lp -o raw`, QZ Tray,
 * Labelary's viewer) read the bytes whatever the type; the download is an attachment named .zpl, so
 * a browser saves it rather than showing it.
 */
export const contentTypeOf = (request: LabelRequest) => (request.format === 'ZPL' ? 'text/plain; charset=utf-8' : 'application/pdf');

/** The content-disposition of a label file: a PDF opens in the browser, a ZPL file is saved. */
export const dispositionOf = (request: LabelRequest, fileName: string) => `${request.format === 'ZPL' ? 'attachment' : 'inline'}; filename="${fileName}"`;
