// Which operations of the OpenAPI document each reference page shows (/docs/api/{group}/{page}),
// and the pages themselves: generated from the document, so a page can never describe a call the
// server does not have. Every operation of the document is on exactly one page (checked here): the
// webhook endpoints on the webhooks guide.
import { API_DOC_GROUPS, apiDocPath } from '../../src/shared/docs-pages.ts';
import type { DocBlock, DocPage } from '../../src/features/docs/docs-types.ts';
import { operationBlocks, type Operation, type OperationContext, type OperationSpec } from './operation-blocks.ts';
import { refResolver, type Schema } from './schema-rows.ts';
import { capitalize as capital } from '../../src/lib/title.ts';

export interface OpenApiDoc {
  info?: { description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
  tags?: { name: string; description?: string }[];
}

interface PageSpec {
  operations: OperationSpec[];
  /** The first paragraph when the page shows several calls (a single call's description is the lead). */
  lead?: string;
}

const addressPage = (kind: 'delivery' | 'shipping' | 'billing', lead: string): PageSpec => {
  const fixtures = { 'path:id': `address.${kind}.id` };
  const base = `/addresses/${kind}`;
  return {
    lead,
    operations: [
      { op: `GET ${base}` },
      { op: `POST ${base}` },
      { op: `GET ${base}/{id}`, fixtures },
      { op: `PUT ${base}/{id}`, fixtures },
      { op: `POST ${base}/{id}/default`, fixtures },
      { op: `DELETE ${base}/{id}`, fixtures },
    ],
  };
};

/** The reference pages that show calls, by path. The tables pages are built by tables-pages.ts. */
export const REFERENCE_OPERATIONS: Readonly<Record<string, PageSpec>> = {
  [apiDocPath('locations', 'countries')]: { operations: [{ op: 'GET /locations/countries' }] },
  [apiDocPath('locations', 'counties')]: { operations: [{ op: 'GET /locations/counties/{country_code}' }] },
  [apiDocPath('locations', 'localities')]: { operations: [{ op: 'GET /locations/localities' }] },
  [apiDocPath('locations', 'carriers')]: { operations: [{ op: 'GET /locations/carriers' }] },
  [apiDocPath('locations', 'services')]: { operations: [{ op: 'GET /locations/services' }] },
  [apiDocPath('locations', 'fixed-locations')]: { operations: [{ op: 'GET /locations/fixedlocations/{country_code_or_id}' }] },
  [apiDocPath('search', 'streets')]: { operations: [{ op: 'GET /search/streets/{country_code}/{locality_id}/{term}' }] },
  [apiDocPath('search', 'localities')]: { operations: [{ op: 'GET /search/localities/{country_code}/{term}' }] },
  [apiDocPath('search', 'postal-code-reverse')]: { operations: [{ op: 'GET /search/postal-code-reverse/{country_code}/{postal_code}' }] },
  [apiDocPath('orders', 'price-calculation')]: { operations: [{ op: 'POST /orders/prices' }] },
  [apiDocPath('orders', 'create-order')]: { operations: [{ op: 'POST /orders', fixtures: { '/billing_to/billing_address_id': 'address.billing.id' } }] },
  [apiDocPath('orders', 'cancel-order')]: { operations: [{ op: 'DELETE /orders/{id}', fixtures: { 'path:id': 'order.id' } }] },
  [apiDocPath('orders', 'get-orders')]: { operations: [{ op: 'GET /orders' }] },
  [apiDocPath('orders', 'get-order-detail')]: { operations: [{ op: 'GET /orders/{id}', fixtures: { 'path:id': 'order.id' } }] },
  [apiDocPath('orders', 'track-by-order-id')]: { operations: [{ op: 'POST /orders/track-by-order', fixtures: { '/order_ids/0': 'order.id' } }] },
  [apiDocPath('orders', 'track-by-awb')]: { operations: [{ op: 'POST /orders/track-by-awb', fixtures: { '/awb_list/0': 'order.awb' } }] },
  [apiDocPath('orders', 'label-download')]: { operations: [{ op: 'POST /orders/labels', fixtures: { '/order_ids/0': 'order.id' }, file: 'etichete.pdf' }] },
  [apiDocPath('orders', 'label-link')]: { operations: [{ op: 'GET /orders/label-link/{awb}', fixtures: { 'path:awb': 'order.awb' } }] },
  [apiDocPath('addresses', 'delivery')]: addressPage('delivery', 'Agenda cu adresele destinatarilor tăi: le salvezi o dată și le folosești în comenzi prin id, în loc să trimiți adresa întreagă de fiecare dată.'),
  [apiDocPath('addresses', 'shipping')]: addressPage('shipping', 'Adresele de unde pleacă coletele tale (depozit, magazin, birou): una poate fi implicită și devine expeditorul comenzilor care nu spun altul.'),
  [apiDocPath('addresses', 'billing')]: addressPage('billing', 'Datele de facturare ale contului (persoană fizică sau firmă, cu CUI și IBAN pentru rambursuri), folosite în comenzi prin id.'),
  [apiDocPath('repayments', 'get-repayments')]: { operations: [{ op: 'GET /repayments' }] },
  [apiDocPath('repayments', 'get-reports')]: {
    lead: 'Rambursurile încasate la livrare sunt virate în contul tău grupate în deconturi; fiecare decont are un raport cu comenzile lui, în JSON, CSV sau PDF.',
    operations: [
      { op: 'GET /repayments/reports' },
      { op: 'GET /repayments/reports/{id}', fixtures: { 'path:id': 'report.id' } },
      { op: 'GET /repayments/reports/{id}.csv', fixtures: { 'path:id': 'report.id' }, file: 'decont.csv' },
      { op: 'GET /repayments/reports/{id}.pdf', fixtures: { 'path:id': 'report.id' }, file: 'decont.pdf' },
    ],
  },
  [apiDocPath('returns', 'get-returns')]: { operations: [{ op: 'GET /returns' }] },
  [apiDocPath('returns', 'get-return-detail')]: {
    lead: 'O cerere de retur cu declarația de retragere a clientului, istoricul stărilor și fotografiile trimise de el, pe care le descarci cu aceeași cheie.',
    operations: [
      { op: 'GET /returns/{id}', fixtures: { 'path:id': 'return.id' } },
      { op: 'GET /returns/{id}/photos/{photo_id}', fixtures: { 'path:id': 'return.id', 'path:photo_id': 'photo.id' }, file: 'fotografie.png' },
    ],
  },
  [apiDocPath('returns', 'return-status')]: {
    lead: 'O cerere de retur trece prin stări: o aprobi sau o refuzi (cu un motiv trimis clientului), o marchezi primită când coletul ajunge la tine, rambursată când ai dat banii înapoi și o închizi. Fiecare schimbare trimite webhookul return.status_changed.',
    operations: [
      { op: 'POST /returns/{id}/approve', fixtures: { 'path:id': 'return.requested.id' } },
      { op: 'POST /returns/{id}/refuse', fixtures: { 'path:id': 'return.requested.id' } },
      { op: 'POST /returns/{id}/receive', fixtures: { 'path:id': 'return.approved.id' } },
      { op: 'POST /returns/{id}/refund', fixtures: { 'path:id': 'return.received.id' } },
      { op: 'POST /returns/{id}/close', fixtures: { 'path:id': 'return.received.id' } },
    ],
  },
  [apiDocPath('account', 'profile')]: { operations: [{ op: 'GET /account/profile' }] },
  [apiDocPath('account', 'credit')]: { operations: [{ op: 'GET /account/credit' }] },
  '/docs/webhooks': {
    operations: [
      { op: 'GET /webhooks' },
      { op: 'POST /webhooks' },
      { op: 'GET /webhooks/{id}', fixtures: { 'path:id': 'webhook.id' } },
      { op: 'PATCH /webhooks/{id}', fixtures: { 'path:id': 'webhook.id' } },
      { op: 'GET /webhooks/{id}/secret', fixtures: { 'path:id': 'webhook.id' } },
      { op: 'POST /webhooks/{id}/rotate-secret', fixtures: { 'path:id': 'webhook.id' } },
      { op: 'POST /webhooks/{id}/test', fixtures: { 'path:id': 'webhook.id' } },
      { op: 'GET /webhooks/{id}/deliveries', fixtures: { 'path:id': 'webhook.id' } },
      { op: 'POST /webhooks/deliveries/{id}/resend', fixtures: { 'path:id': 'delivery.id' } },
      { op: 'DELETE /webhooks/{id}', fixtures: { 'path:id': 'webhook.id' } },
    ],
  },
};

function splitOp(op: string): [string, string] {
  const [method, path] = op.split(' ');
  if (!method || !path) throw new Error(`docs: bad operation ${op}`);
  return [method.toLowerCase(), path];
}

/** Every "METHOD /path" of the document that no page shows, and pages naming calls it lacks. */
export function coverageProblems(doc: OpenApiDoc): string[] {
  const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
  const shown = Object.values(REFERENCE_OPERATIONS).flatMap((p) => p.operations.map((o) => o.op));
  const problems: string[] = [];
  for (const op of documented) if (!shown.includes(op)) problems.push(`${op} is on no docs page`);
  for (const op of shown) if (!documented.has(op)) problems.push(`${op} is not in the OpenAPI document`);
  const twice = shown.filter((op, i) => shown.indexOf(op) !== i);
  for (const op of twice) problems.push(`${op} is on two docs pages`);
  return problems;
}

export interface ReferenceOptions {
  siteUrl: string;
  strict?: boolean;
}

/** The blocks of the calls of one page. */
export function operationSections(doc: OpenApiDoc, path: string, options: ReferenceOptions): DocBlock[] {
  const spec = REFERENCE_OPERATIONS[path];
  if (!spec) return [];
  const ctx: OperationContext = { resolve: refResolver(doc), baseUrl: `${options.siteUrl}/api/public/v1`, strict: options.strict ?? true };
  return spec.operations.flatMap((o) => {
    const [method, opPath] = splitOp(o.op);
    const operation = doc.paths[opPath]?.[method];
    if (!operation) throw new Error(`docs: ${o.op} is not in the OpenAPI document`);
    return operationBlocks(method, opPath, operation, o, ctx);
  });
}

const pageName = (path: string) => API_DOC_GROUPS.flatMap((g) => g.pages.map((p) => ({ path: apiDocPath(g.slug, p.slug), name: p.name, group: g.name }))).find((p) => p.path === path);

/** A reference page of calls, from the document. */
export function referencePage(doc: OpenApiDoc, path: string, options: ReferenceOptions): DocPage {
  const spec = REFERENCE_OPERATIONS[path];
  const named = pageName(path);
  if (!spec || !named) throw new Error(`docs: ${path} is not a reference page of calls`);
  const blocks = operationSections(doc, path, options);
  const calls = spec.operations.map((o) => o.op);
  const first = doc.paths[splitOp(calls[0]!)[1]]?.[splitOp(calls[0]!)[0]];
  const lead = spec.lead ?? first?.description ?? '';
  // A single call: its description is the lead, not repeated under its heading.
  const body = spec.lead ? blocks : blocks.filter((b) => !(b.kind === 'p' && b.text === first?.description));
  const shown = calls.length === 1 ? calls[0]! : `${calls.length} apeluri`;
  const tail = 'parametrii, câmpurile răspunsului, erorile și exemple în curl, JavaScript, PHP și Python.';
  const long = `API Curiero, ${named.name} (${shown}): ${tail}`;
  const description = long.length <= 160 ? long : `API Curiero, ${named.name}: ${tail}`;
  return { path, title: capital(named.name), description, lead, blocks: body };
}
