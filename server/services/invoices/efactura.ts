// RO e-Factura: an issued invoice's UBL XML uploaded to ANAF's SPV, then its verdict asked for, as
// jobs ('efactura.upload', then 'efactura.status' until ANAF has decided). ANAF's REST API (FCTEL):
//   POST {base}/upload?standard=UBL|CN&cif=<seller CUI digits>   body: the XML (Content-Type text/plain)
//        answer: <header ExecutionStatus="0" index_incarcare="…"/>, or ExecutionStatus="1" with
//        <Errors errorMessage="…"/>
//   GET  {base}/stareMesaj?id_incarcare=…   answer: <header stare="ok|nok|in prelucrare|XML cu erori
//        nepreluat de sistem" id_descarcare="…"/> (or <Errors errorMessage="…"/>)
// with `Authorization: Bearer <token>` (the OAuth access token from logincert.anaf.ro, EFACTURA_TOKEN).
// Base URLs: https://api.anaf.ro/test/FCTEL/rest (test) and https://api.anaf.ro/prod/FCTEL/rest.
// Sources: ANAF's Swagger pages for upload and stareMesaj (mfinante.gov.ro/static/10/eFactura/
// upload.html, staremesaj.html) and ANAF's "Oauth_procedura_inregistrare_aplicatii_portal_ANAF.pdf".
// Only configured with a seller and a token (invoice-config.ts); tests run it against a stand-in.
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import { enqueue } from '../jobs/index.ts';
import { RetryLater } from '../jobs/index.ts';
import type { Logger } from '../logger.ts';
import type { InvoicesConfig } from './invoice-config.ts';
import { cuiDigits, type Invoice } from './invoice-model.ts';
import { invoiceXml } from './ubl-xml.ts';

export type SpvVerdict = { state: 'accepted'; downloadId: string | null } | { state: 'rejected'; message: string } | { state: 'processing' };

export interface EFacturaClient {
  /** ANAF's upload index; throws EFacturaRefused when ANAF refuses the file, Error when it cannot be reached. */
  upload(xml: string, standard: 'UBL' | 'CN', cif: string): Promise<string>;
  verdict(uploadId: string): Promise<SpvVerdict>;
}

export class EFacturaRefused extends Error {
  override name = 'EFacturaRefused';
}

const attr = (xml: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(xml)?.[1] ?? null;
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export class AnafSpvClient implements EFacturaClient {
  constructor(private readonly options: { baseUrl: string; token: string; timeoutMs?: number }) {}

  async upload(xml: string, standard: 'UBL' | 'CN', cif: string): Promise<string> {
    const answer = await this.#call(`/upload?standard=${standard}&cif=${encodeURIComponent(cif)}`, { method: 'POST', body: xml, headers: { 'content-type': 'text/plain' } });
    const index = attr(answer, 'index_incarcare');
    if (attr(answer, 'ExecutionStatus') === '0' && index) return index;
    throw new EFacturaRefused(unescape(attr(answer, 'errorMessage') ?? 'ANAF a refuzat fișierul fără un mesaj.'));
  }

  async verdict(uploadId: string): Promise<SpvVerdict> {
    const answer = await this.#call(`/stareMesaj?id_incarcare=${encodeURIComponent(uploadId)}`, { method: 'GET' });
    const state = attr(answer, 'stare');
    if (state === 'ok') return { state: 'accepted', downloadId: attr(answer, 'id_descarcare') };
    if (state === 'in prelucrare') return { state: 'processing' };
    if (state === 'nok' || state === 'XML cu erori nepreluat de sistem') return { state: 'rejected', message: state === 'nok' ? 'ANAF a respins factura (detaliile sunt în mesajul de erori din SPV).' : 'ANAF: XML cu erori, nepreluat de sistem.' };
    throw new Error(`ANAF answered stareMesaj without a state: ${unescape(attr(answer, 'errorMessage') ?? answer.slice(0, 200))}`);
  }

  async #call(path: string, init: { method: string; body?: string; headers?: Record<string, string> }): Promise<string> {
    const response = await fetch(`${this.options.baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${this.options.token}`, ...init.headers },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    });
    if (response.status === 401 || response.status === 403) throw new Error(`ANAF refused the token (HTTP ${response.status}): renew EFACTURA_TOKEN`);
    if (!response.ok) throw new Error(`ANAF answered HTTP ${response.status}`);
    return response.text();
  }
}

export interface EFacturaDeps {
  db: AppDb;
  config: InvoicesConfig;
  client: EFacturaClient | null;
  log: Logger;
}

export function efacturaClientOf(config: InvoicesConfig): EFacturaClient | null {
  return config.efactura ? new AnafSpvClient(config.efactura) : null;
}

/** The handler of 'efactura.upload'. */
export async function uploadInvoice(deps: EFacturaDeps, { invoiceId }: { invoiceId: number }): Promise<void> {
  const [row] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (row?.efacturaStatus !== 'pending' || !deps.client) return;
  const document = row.document as unknown as Invoice;
  try {
    const uploadId = await deps.client.upload(invoiceXml(document), document.kind === 'credit_note' ? 'CN' : 'UBL', cuiDigits(document.seller.cui));
    await deps.db.transaction(async (tx) => {
      await tx.update(invoices).set({ efacturaStatus: 'uploaded', efacturaUploadId: uploadId, efacturaMessage: null, updatedAt: sql`now()` }).where(eq(invoices.id, invoiceId));
      await enqueue(tx, { kind: 'efactura.status', key: `efactura-status:${invoiceId}`, payload: { invoiceId }, delayMs: 60_000 });
    });
  } catch (error) {
    if (!(error instanceof EFacturaRefused)) throw error;
    deps.log.error({ invoice: row.code, reason: error.message }, 'e-Factura upload refused by ANAF');
    await deps.db.update(invoices).set({ efacturaStatus: 'rejected', efacturaMessage: error.message, updatedAt: sql`now()` }).where(eq(invoices.id, invoiceId));
  }
}

/** The handler of 'efactura.status': asks again later while ANAF is still processing. */
export async function checkInvoiceUpload(deps: EFacturaDeps, { invoiceId }: { invoiceId: number }): Promise<void> {
  const [row] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (row?.efacturaStatus !== 'uploaded' || !row.efacturaUploadId || !deps.client) return;
  const verdict = await deps.client.verdict(row.efacturaUploadId);
  if (verdict.state === 'processing') throw new RetryLater(2 * 60_000, 'ANAF is still processing the invoice');
  const accepted = verdict.state === 'accepted';
  if (!accepted) deps.log.error({ invoice: row.code, reason: verdict.message }, 'e-Factura rejected by ANAF');
  await deps.db
    .update(invoices)
    .set({ efacturaStatus: accepted ? 'accepted' : 'rejected', efacturaMessage: accepted ? null : verdict.message, updatedAt: sql`now()` })
    .where(eq(invoices.id, invoiceId));
}
