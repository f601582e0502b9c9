// The examples of the public API's document and of the /docs pages say what the deployment does:
// their links to Curiero are on the deployment's own PUBLIC_URL (or the docs site being built) and
// lead somewhere (a tracking link is the tracking page, /tracking?awb=, never a path that does not
// exist), and the order example's `extra.internal_identifier`, which the document says is printed on
// the label, is on the label of the order it places.
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocsPages } from '../../scripts/docs/build-pages.ts';
import type { OpenApiDoc } from '../../scripts/docs/reference-pages.ts';
import { buildOpenApiDocument } from '../../server/app/openapi-document.ts';
import { ROUTES } from '../../src/shared/routes-data.ts';
import { DEFAULT_SITE_URL } from '../../src/shared/sitemap.ts';
import { trackingPath } from '../../src/shared/tracking.ts';
import { testConfig } from './helpers/app.ts';
import { authHarness, clearRateLimits, PUBLIC_URL, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { fundedShop, pub } from './helpers/public-api.ts';

/** Every string inside the `examples` / `example` of `value`, with the key it is under. */
function exampleStrings(value: unknown, key = '', inExample = false, found: { key: string; text: string }[] = []) {
  if (typeof value === 'string') {
    if (inExample) found.push({ key, text: value });
  } else if (Array.isArray(value)) value.forEach((item) => exampleStrings(item, key, inExample, found));
  else if (value !== null && typeof value === 'object') {
    for (const [k, sub] of Object.entries(value)) exampleStrings(sub, /^\d+$/.test(k) ? key : k, inExample || k === 'examples' || k === 'example', found);
  }
  return found;
}

const pagePaths = new Set(ROUTES.map((r) => r.path));

describe.each(testDatabases().slice(0, 1))('the public API’s examples, on $name', (backend) => {
  let h: AuthHarness;
  type Media = { example?: unknown; examples?: Record<string, { value: unknown }>; schema?: { examples?: unknown[] } };
  let doc: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, Media> } }>> };
  beforeAll(async () => {
    h = await authHarness(backend);
    doc = (await h.app.inject({ method: 'GET', url: '/api/public/v1/openapi.json' })).json();
  });
  afterAll(async () => h?.close());

  it('link to the deployment’s PUBLIC_URL, to pages and calls that exist', async () => {
    expect(PUBLIC_URL).not.toBe(DEFAULT_SITE_URL);
    const ours = exampleStrings(doc).filter((s) => s.text.startsWith('http') && /curiero/.test(new URL(s.text).hostname));
    expect(ours.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const { key, text } of ours) {
      if (!text.startsWith(`${PUBLIC_URL}/`)) {
        problems.push(`${key}: ${text} is not on ${PUBLIC_URL}`);
        continue;
      }
      const url = new URL(text);
      if (url.pathname.startsWith('/api/')) {
        // A signed link's example (its signature made up): refused, but by a route that exists.
        const res = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
        if (res.statusCode === 404) problems.push(`${key}: ${text} answers 404`);
      } else if (!pagePaths.has(url.pathname)) problems.push(`${key}: ${text} is no page of the app`);
    }
    expect(problems).toEqual([]);
    // A tracking link is the one the server makes for that AWB.
    const tracks = ours.filter((s) => s.key === 'track_url');
    expect(tracks.length).toBeGreaterThan(2);
    for (const { text } of tracks) expect(text).toBe(`${PUBLIC_URL}${trackingPath(new URL(text).searchParams.get('awb') ?? '')}`);
  });

  it('print the order example’s internal_identifier on its label', async () => {
    const shop = await fundedShop(h.app, 100_000);
    await clearRateLimits(h.db);
    const media = doc.paths['/orders']!.post!.requestBody!.content['application/json']!;
    const example = (media.example ?? (media.examples ? Object.values(media.examples)[0]!.value : media.schema?.examples?.[0])) as { extra: { internal_identifier: string } };
    expect(example.extra.internal_identifier).toBeTruthy();
    const created = await pub(h.app, 'POST', 'orders', { key: shop.key, body: { ...example, billing_to: { billing_address_id: shop.billingAddressId } } });
    expect(created.statusCode, created.body).toBe(201);
    const labels = await pub(h.app, 'POST', 'orders/labels', { key: shop.key, body: { order_ids: [created.json().data.order_id], format: 'A6' } });
    expect(labels.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(labels.rawPayload), { mergePages: true });
    expect(text).toContain(`Referința magazinului: ${example.extra.internal_identifier}`);
    // Without one, no such line (the order number is printed as the order's, not as the shop's).
    const { internal_identifier: _none, ...extra } = example.extra;
    const plain = await pub(h.app, 'POST', 'orders', { key: shop.key, body: { ...example, extra, billing_to: { billing_address_id: shop.billingAddressId } } });
    expect(plain.statusCode, plain.body).toBe(201);
    const plainLabel = await pub(h.app, 'POST', 'orders/labels', { key: shop.key, body: { order_ids: [plain.json().data.order_id], format: 'A6' } });
    expect((await extractText(new Uint8Array(plainLabel.rawPayload), { mergePages: true })).text).not.toContain('Referința magazinului');
    // The description that promises it.
    expect(JSON.stringify(doc.paths['/orders']!.post)).toContain('scrisă pe eticheta făcută de Curiero');
  });
});

describe('the /docs pages built for another site', () => {
  it('link to that site, not to the default one', async () => {
    const site = 'https://staging.curiero.test';
    const doc = (await buildOpenApiDocument(testConfig({ PUBLIC_URL: site }))) as unknown as OpenApiDoc;
    const pages = await buildDocsPages(doc, { siteUrl: site });
    const text = JSON.stringify(pages);
    expect(text).toContain(`${site}/api/public/v1`);
    expect(text).toContain(`${site}${trackingPath('SMD1234567890')}`);
    const left = [...text.matchAll(new RegExp(`${DEFAULT_SITE_URL.replace(/\./g, '\\.')}/[^"\\s\`']*`, 'g'))].map((m) => m[0]);
    expect(left).toEqual([]);
  });
});
