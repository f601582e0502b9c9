// The home page promises only what the product does today: the shops' benefit names the public API,
// its test keys, webhooks and repayments, says that platform modules do not exist yet, and every
// link leads to a real page (never a placeholder of a later issue).
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as Home } from '../../../src/pages/home.tsx';
import { matchRoute } from '../../../src/shared/route-match.ts';
import { resolveRoute } from '../../../src/shared/routes-data.ts';

afterEach(cleanup);

function renderHome() {
  render(
    <MemoryRouter>
      <Home />
    </MemoryRouter>,
  );
}

describe('home page copy', () => {
  it('promises no platform integration and says what shops can use today', () => {
    renderHome();
    const benefits = screen.getByRole('region', { name: 'De ce Curiero' });
    const text = benefits.textContent ?? '';
    expect(text).not.toMatch(/Integrări cu|WooCommerce|Shopify|PrestaShop/);
    expect(text).toMatch(/API public cu chei de test/);
    expect(text).toMatch(/webhook-uri/);
    expect(text).toMatch(/nu avem încă/);
  });

  it('links only to real pages, none of them a placeholder', () => {
    renderHome();
    const hrefs = within(document.body)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      const url = new URL(href, 'https://curiero.test');
      const found = matchRoute(url.pathname);
      expect(found, href).toBeDefined();
      expect(resolveRoute(found!.route, found!.params), href).not.toBeNull();
      expect(found!.route.page, href).not.toBe('placeholder');
    }
    expect(hrefs).not.toContain('/retur');
    expect(hrefs).not.toContain('/docs');
    expect(hrefs).toContain('/servicii#api-si-integrari');
  });
});
