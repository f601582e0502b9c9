// A local stand-in of ANAF's RO e-Factura REST API (SPV, FCTEL), for the e-Factura tests: the two
// calls server/services/invoices/efactura.ts makes, with ANAF's XML answers, on a node:http server
// (tests/support/carrier-stand-ins/stand-in-server.ts, so any call can also answer a 5xx, slowly, or
// never):
//   POST {base}/upload?standard=UBL|CN|CII|RASP&cif=<digits>   body: the invoice XML
//        <header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="…" ExecutionStatus="0" index_incarcare="…"/>
//        or, a file it refuses, ExecutionStatus="1" with <Errors errorMessage="…"/>
//   GET  {base}/stareMesaj?id_incarcare=…
//        <header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1" stare="ok|nok|in prelucrare" id_descarcare="…"/>
//        or <Errors errorMessage="…"/> for an index it does not know
// Both want `Authorization: Bearer <token>` (else HTTP 401, as ANAF's gateway answers). Like ANAF, it
// refuses at upload a file whose root does not fit `standard` (Invoice for UBL, CreditNote for CN),
// a missing or non-numeric cif, an empty body. It keeps every upload (the XML as received, so a test
// can validate it against the UBL 2.1 XSD), answers 'in prelucrare' to the first N questions about an
// upload (processingAsks), 'nok' for uploads marked with rejectNext(), and refuses the next uploads
// with refuseNext(message). `baseUrl` is what EFACTURA_BASE_URL takes (like ANAF's
// https://api.anaf.ro/test/FCTEL/rest). Dependency-free.
import { startStandInServer, type StandInReply, type StandInRequest, type StandInServer } from './carrier-stand-ins/stand-in-server.ts';

export const STAND_IN_TOKEN = 'anaf-stand-in-access-token';
const BASE_PATH = '/test/FCTEL/rest';
const UPLOAD_NS = 'mfp:anaf:dgti:spv:respUploadFisier:v1';
const STATE_NS = 'mfp:anaf:dgti:efactura:stareMesajFactura:v1';
const STANDARDS = ['UBL', 'CN', 'CII', 'RASP'] as const;

export interface AnafUpload {
  /** index_incarcare, as ANAF numbers them. */
  index: string;
  standard: string;
  cif: string;
  /** The body as received. */
  xml: string;
  /** stareMesaj questions about it so far. */
  asks: number;
  /** What stareMesaj says once it is no longer 'in prelucrare'. */
  outcome: 'ok' | 'nok';
  /** id_descarcare (the answer's archive, ok or nok). */
  downloadId: string;
}

export interface AnafSpvStandInOptions {
  /** The bearer it accepts (default STAND_IN_TOKEN). */
  token?: string;
  /** stareMesaj answers 'in prelucrare' to the first `processingAsks` questions about each upload (default 0). */
  processingAsks?: number;
  port?: number;
}

export interface AnafSpvStandIn extends StandInServer {
  /** For EFACTURA_BASE_URL: http://127.0.0.1:<port>/test/FCTEL/rest (no trailing slash). */
  readonly baseUrl: string;
  readonly token: string;
  /** Every upload ANAF took (ExecutionStatus 0), in order. */
  readonly uploads: AnafUpload[];
  /** Uploads refused (ExecutionStatus 1), with ANAF's message. */
  readonly refused: { standard: string; cif: string; xml: string; message: string }[];
  /** The next `count` uploads are refused with `message` (ExecutionStatus="1", <Errors errorMessage>). */
  refuseNext(message: string, count?: number): void;
  /** The next `count` uploads are taken, and judged 'nok' once processed. */
  rejectNext(count?: number): void;
  /** From now on, the first `asks` stareMesaj questions about each upload answer 'in prelucrare'. */
  processFor(asks: number): void;
  /** The upload with this index. */
  upload(index: string): AnafUpload | undefined;
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 12);
const xml = (body: string): StandInReply => ({ status: 200, headers: { 'content-type': 'application/xml;charset=UTF-8' }, body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n` });
const uploadError = (message: string) =>
  xml(`<header xmlns="${UPLOAD_NS}" dateResponse="${stamp()}" ExecutionStatus="1">\n  <Errors errorMessage="${escapeAttr(message)}"/>\n</header>`);
const stateError = (message: string) => xml(`<header xmlns="${STATE_NS}">\n  <Errors errorMessage="${escapeAttr(message)}"/>\n</header>`);

/** The document element's local name ('Invoice', 'CreditNote'), or null. */
function rootOf(body: string): string | null {
  const match = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:[\w.-]+:)?([\w.-]+)[\s>/]/.exec(body);
  return match?.[1] ?? null;
}

export async function startAnafSpvStandIn(options: AnafSpvStandInOptions = {}): Promise<AnafSpvStandIn> {
  const token = options.token ?? STAND_IN_TOKEN;
  const uploads: AnafUpload[] = [];
  const refused: AnafSpvStandIn['refused'] = [];
  const refusals: string[] = [];
  let rejections = 0;
  let processingAsks = options.processingAsks ?? 0;
  let nextIndex = 5_001_000;

  const handleUpload = (request: StandInRequest): StandInReply => {
    const standard = request.query.get('standard') ?? '';
    const cif = request.query.get('cif') ?? '';
    const refuse = (message: string) => {
      refused.push({ standard, cif, xml: request.rawBody, message });
      return uploadError(message);
    };
    if (!(STANDARDS as readonly string[]).includes(standard)) return refuse(`Valorile acceptate pentru parametrul standard sunt UBL, CN, CII sau RASP`);
    if (!/^\d{2,10}$/.test(cif)) return refuse(`CIF introdus= ${cif} nu este un numar`);
    if (request.rawBody.trim() === '') return refuse('Nu ati atasat niciun fisier');
    const expected = standard === 'CN' ? 'CreditNote' : standard === 'UBL' ? 'Invoice' : null;
    const root = rootOf(request.rawBody);
    if (expected && root !== expected) {
      return refuse(`Fisierul transmis nu este valid. org.xml.sax.SAXParseException; cvc-elt.1.a: Cannot find the declaration of element '${root ?? '?'}' (standard ${standard}).`);
    }
    const message = refusals.shift();
    if (message !== undefined) return refuse(message);
    nextIndex += 1;
    const outcome = rejections > 0 ? 'nok' : 'ok';
    if (rejections > 0) rejections -= 1;
    const upload: AnafUpload = { index: String(nextIndex), standard, cif, xml: request.rawBody, asks: 0, outcome, downloadId: String(nextIndex + 900_000) };
    uploads.push(upload);
    return xml(`<header xmlns="${UPLOAD_NS}" dateResponse="${stamp()}" ExecutionStatus="0" index_incarcare="${upload.index}"/>`);
  };

  const handleState = (request: StandInRequest): StandInReply => {
    const id = request.query.get('id_incarcare') ?? '';
    if (!/^\d+$/.test(id)) return stateError(`Id_incarcare introdus= ${id} nu este un numar intreg`);
    const upload = uploads.find((u) => u.index === id);
    if (!upload) return stateError(`Nu exista factura cu id_incarcare= ${id}`);
    upload.asks += 1;
    if (upload.asks <= processingAsks) return xml(`<header xmlns="${STATE_NS}" stare="in prelucrare"/>`);
    return xml(`<header xmlns="${STATE_NS}" stare="${upload.outcome}" id_descarcare="${upload.downloadId}"/>`);
  };

  const server = await startStandInServer((request) => {
    if (request.headers.authorization !== `Bearer ${token}`) {
      return { status: 401, body: { timestamp: new Date().toISOString(), status: 401, error: 'Unauthorized', message: 'Unauthorized' } };
    }
    if (request.path === `${BASE_PATH}/upload` && request.method === 'POST') return handleUpload(request);
    if (request.path === `${BASE_PATH}/stareMesaj` && request.method === 'GET') return handleState(request);
    return { status: 404, body: { status: 404, error: 'Not Found', path: request.path } };
  }, { port: options.port });

  return {
    ...server,
    baseUrl: `${server.url.replace(/\/$/, '')}${BASE_PATH}`,
    token,
    uploads,
    refused,
    refuseNext(message, count = 1) {
      for (let i = 0; i < count; i++) refusals.push(message);
    },
    rejectNext(count = 1) {
      rejections += count;
    },
    processFor(asks) {
      processingAsks = asks;
    },
    upload: (index) => uploads.find((u) => u.index === index),
  };
}
