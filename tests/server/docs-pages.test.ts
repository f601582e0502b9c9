// The /docs pages as the build makes them (scripts/docs/build-pages.ts): from the very OpenAPI
// document the server serves, every page there and filled in, every call of the API on exactly one
// page with its tables, errors and four request examples, the tables pages holding the server's own
// data, unique descriptions of search-result length, unique anchors, and links that lead somewhere.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../server/app/openapi-document.ts';
import { CARRIER_CODES, STATUS_CATALOGUE } from '../../server/services/carriers/statuses.ts';
import { ORDER_STATUSES } from '../../server/db/schema-orders.ts';
import { PAYOUT_STATUSES, REPAYMENT_STATUSES } from '../../server/db/schema-shops.ts';
import { buildDocsPages } from '../../scripts/docs/build-pages.ts';
import { coverageProblems, type OpenApiDoc } from '../../scripts/docs/reference-pages.ts';
import type { CodeBlock, DocBlock, DocPage } from '../../src/features/docs/docs-types.ts';
import { buildSearchIndex, searchDocs } from '../../src/features/docs/search-index.ts';
import { allDocsPaths } from '../../src/shared/docs-pages.ts';
import { ROUTES } from '../../src/shared/routes-data.ts';
import { authHarness, PUBLIC_URL, type AuthHarness } from './helpers/auth.ts';
import { testConfig } from './helpers/app.ts';
import { testDatabases } from './helpers/databases.ts';

const SITE = 'https://curiero.ro';
const texts = (b: DocBlock): string[] =>
  b.kind === 'p' || b.kind === 'note' ? [b.text] : b.kind === 'list' ? [...b.items] : b.kind === 'table' ? b.rows.flat() : b.kind === 'fields' ? b.rows.map((r) => r.description) : [];

describe.each(testDatabases().slice(0, 1))('the docs pages, on $name', (backend) => {
  let h: AuthHarness;
  let served: unknown;
  let doc: OpenApiDoc;
  let pages: DocPage[];
  beforeAll(async () => {
    h = await authHarness(backend);
    served = (await h.app.inject({ method: 'GET', url: '/api/public/v1/openapi.json' })).json();
    doc = (await buildOpenApiDocument(testConfig({ PUBLIC_URL: SITE }))) as unknown as OpenApiDoc;
    pages = await buildDocsPages(doc, { siteUrl: SITE });
  });
  afterAll(async () => h?.close());

  it('are built from the document the server serves (only the server URL differs)', async () => {
    const same = await buildOpenApiDocument(testConfig({ PUBLIC_URL }));
    expect(same).toEqual(served);
    expect((doc.servers ?? [])[0]?.url).toBe(`${SITE}/api/public/v1`);
  });

  it('are every /docs page, each with a title, a lead and content', () => {
    expect(pages.map((p) => p.path)).toEqual(allDocsPaths());
    expect(pages).toHaveLength(43);
    for (const page of pages) {
      expect(page.title.length, page.path).toBeGreaterThan(3);
      expect(page.lead.length, page.path).toBeGreaterThan(40);
      expect(page.blocks.length, page.path).toBeGreaterThan(2);
      expect(page.blocks.some((b) => b.kind === 'h2'), page.path).toBe(true);
    }
    // Every docs route renders the docs page (no placeholder left).
    const docsRoutes = ROUTES.filter((r) => r.path === '/docs' || r.path.startsWith('/docs/'));
    expect(docsRoutes.map((r) => [r.path, r.page])).toEqual(allDocsPaths().map((p) => [p, 'docs']));
  });

  it('show every call of the API on exactly one page, with its tables, errors and examples', () => {
    expect(coverageProblems(doc)).toEqual([]);
    const endpoints = pages.flatMap((p) => p.blocks.filter((b) => b.kind === 'endpoint').map((b) => `${b.method} ${b.path}`));
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect([...endpoints].sort()).toEqual([...operations].sort());
    for (const page of pages) {
      page.blocks.forEach((block, i) => {
        if (block.kind !== 'endpoint') return;
        const section = page.blocks.slice(i, page.blocks.findIndex((b, j) => j > i && b.kind === 'h2') >>> 0);
        const name = `${page.path} ${block.method} ${block.path}`;
        expect(section.some((b) => b.kind === 'table' && b.caption === 'Erori posibile' && b.rows.some((r) => r[0] === '401')), name).toBe(true);
        const request = section.find((b): b is CodeBlock => b.kind === 'code' && Boolean(b.run));
        expect(request?.samples.map((s) => s.lang), name).toEqual(['curl', 'js', 'php', 'python']);
        for (const sample of request?.samples ?? []) expect(sample.code, name).toContain(`${SITE}/api/public/v1`);
        // Described fields: no empty description in any table of the call.
        const empty = section.flatMap((b) => (b.kind === 'fields' ? b.rows.filter((r) => !r.description).map((r) => r.name) : []));
        expect(empty, name).toEqual([]);
      });
    }
  });

  it('have unique descriptions of search-result length and unique anchors', () => {
    const descriptions = pages.map((p) => p.description);
    for (const page of pages) {
      expect(page.description.length, `${page.path}: ${page.description}`).toBeGreaterThanOrEqual(110);
      expect(page.description.length, `${page.path}: ${page.description}`).toBeLessThanOrEqual(160);
      const ids = page.blocks.flatMap((b) => (b.kind === 'h2' || b.kind === 'h3' ? [b.id] : []));
      expect(ids.filter((id, i) => ids.indexOf(id) !== i), page.path).toEqual([]);
      for (const id of ids) expect(id, page.path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('link only to pages that exist, anchors included', () => {
    const known = new Set(ROUTES.filter((r) => !r.path.includes(':')).map((r) => r.path));
    const anchors = new Map(pages.map((p) => [p.path, new Set(p.blocks.flatMap((b) => (b.kind === 'h2' || b.kind === 'h3' ? [b.id] : [])))]));
    const broken: string[] = [];
    for (const page of pages) {
      for (const text of [page.lead, ...page.blocks.flatMap(texts)]) {
        for (const [, href] of text.matchAll(/\]\((\/[^)\s]*)\)/g)) {
          const [path = '', hash] = href!.split('#');
          if (path.startsWith('/api/')) continue;
          // A file of public/ (the batch import's template) is served as it is.
          if (/\.[a-z]+$/.test(path)) {
            if (!existsSync(new URL(`../../public${path}`, import.meta.url))) broken.push(`${page.path} -> ${href} (no such file in public/)`);
            continue;
          }
          if (!known.has(path) && !path.startsWith('/dashboard')) broken.push(`${page.path} -> ${href}`);
          else if (hash && anchors.has(path) && !anchors.get(path)!.has(hash)) broken.push(`${page.path} -> ${href} (no such anchor)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('render the tables pages from the server data', () => {
    const text = (path: string) => JSON.stringify(pages.find((p) => p.path === path));
    for (const status of Object.values(STATUS_CATALOGUE)) expect(text('/docs/api/tables/awb-statuses')).toContain(status.description);
    for (const codes of Object.values(CARRIER_CODES)) for (const code of Object.keys(codes)) expect(text('/docs/api/tables/awb-statuses')).toContain(`\`${code}\``);
    for (const s of ORDER_STATUSES) expect(text('/docs/api/tables/order-statuses')).toContain(`\`${s}\``);
    for (const s of [...REPAYMENT_STATUSES, ...PAYOUT_STATUSES]) expect(text('/docs/api/tables/repayment-statuses')).toContain(`\`${s}\``);
  });

  it('are found by the search, a three-letter query included', () => {
    const index = buildSearchIndex(pages);
    expect(searchDocs(index, 'webhook')[0]?.to).toMatch(/^\/docs\/webhooks/);
    expect(searchDocs(index, 'idempotency').some((r) => r.to.startsWith('/docs/idempotenta'))).toBe(true);
    expect(searchDocs(index, 'ramburs').some((r) => r.to.startsWith('/docs/api/repayments/'))).toBe(true);
    expect(searchDocs(index, 'awb').length).toBeGreaterThan(0);
    expect(searchDocs(index, 'anulează comanda').some((r) => r.to.startsWith('/docs/api/orders/cancel-order'))).toBe(true);
    expect(searchDocs(index, 'qqqzzz')).toEqual([]);
  });
});
