// Every route of the table renders with its title, and each routing rule of spec §2 holds on the
// production build served by the real server.
import { expect, test } from './fixtures.ts';
import type { Page } from './fixtures.ts';
import { capitalize } from '../../src/lib/title.ts';
import { ROUTES, fillPath, resolveRoute } from '../../src/shared/routes-data.ts';

// Service workers would serve cached shells between tests; these checks are about routing.
test.use({ serviceWorkers: 'block' });

const ROUTES_CUSTOMER = {
  email: `rute.${Date.now().toString(36)}@exemplu.ro`,
  password: 'o-parola-pentru-rute',
};
let registered = false;

/**
 * A real session (the dashboard loads the profile with it): one customer for the whole file
 * (registrations are rate-limited per IP), a fresh login for each test, its tokens in storage.
 */
async function signIn(page: Page) {
  const { email, password } = ROUTES_CUSTOMER;
  if (!registered) {
    const created = await page.request.post('/api/private/auth/register', {
      data: { name: 'Test Rute', email, password, password_confirmation: password },
    });
    expect([201, 422]).toContain(created.status()); // 422: a retry of this file already created it
    registered = true;
  }
  const response = await page.request.post('/api/private/auth/login', { data: { email, password, remember: false } });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { access_token: string; refresh_token: string; expires_in: number; customer: unknown };
  await page.addInitScript((session) => {
    if (sessionStorage.getItem('e2e-signed-in')) return; // later loads keep what the app stored since
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('access_token', session.access_token);
    localStorage.setItem('refresh_token', session.refresh_token);
    localStorage.setItem('token_expires_at', String(Date.now() + session.expires_in * 1000));
    localStorage.setItem('customer', JSON.stringify(session.customer));
  }, answer);
}

async function expectPage(page: Page, pathname: string, title: string) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page).toHaveTitle(title);
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/** Client-side navigation, as a link click would do, without a full reload. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

// A row that is another page's address (/calculator) is checked in routes-404.spec.ts. A shop's
// return page exists only while the database says so: returns-customer.spec.ts opens a real one
// and an unknown one (the not-found page, 404).
const DATABASE_PAGES = new Set(['/retur/:shopId']);
const cases = ROUTES.filter((route) => !route.redirect && !DATABASE_PAGES.has(route.path)).map((route) => {
  const params = route.sample ?? {};
  return { route, path: fillPath(route.path, params), title: capitalize(resolveRoute(route, params)?.name ?? '') };
});

test.describe('every route renders with its title', () => {
  // One hard load per group, then in-app navigation: every route of the table is checked in a
  // few seconds instead of minutes; the hard loads below cover the server's deep-link fallback.
  const GROUP = 20;
  for (const access of ['public', 'guest', 'protected'] as const) {
    const group = cases.filter((c) => c.route.access === access);
    for (let start = 0; start < group.length; start += GROUP) {
      const slice = group.slice(start, start + GROUP);
      test(`${access} routes ${start + 1}-${start + slice.length}`, async ({ page }) => {
        if (access === 'protected') await signIn(page);
        await page.goto(slice[0]!.path);
        for (const [i, c] of slice.entries()) {
          await test.step(c.path, async () => {
            if (i > 0) await navigateInApp(page, c.path);
            await expect(page).toHaveTitle(c.title);
            await expectPage(page, c.path, c.title);
          });
        }
      });
    }
  }

  // A hard load of one route of every kind of page (and every parameterised route).
  const kinds = new Set<string>();
  const hard = cases.filter((c) => {
    const key = c.route.path.includes(':') ? c.route.path : `${c.route.page}-${c.route.access}`;
    if (kinds.has(key)) return false;
    kinds.add(key);
    return true;
  });
  for (const c of hard) {
    test(`hard load ${c.path}`, async ({ page }) => {
      if (c.route.access === 'protected') await signIn(page);
      await page.goto(c.path);
      await expectPage(page, c.path, c.title);
    });
  }
});

test.describe('routing rules', () => {
  test('an unknown path goes to /not-found', async ({ page }) => {
    await page.goto('/nu-exista/deloc?x=1');
    await expectPage(page, '/not-found', 'Pagina nu a fost găsită');
    await expect(page.getByRole('link', { name: 'Mergi la prima pagină' })).toBeVisible();
  });

  test('a page whose module fails to load shows the not-found page at the same URL', async ({ page }) => {
    // The legal pages' chunk is unreachable (a deploy removed it, or the network dropped).
    await page.route(/\/assets\/legal-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await navigateInApp(page, '/politica-cookies');
    await expect(page.locator('main h1')).toHaveText('Pagina nu a fost găsită');
    expect(new URL(page.url()).pathname).toBe('/politica-cookies');
  });

  test('an unknown param value goes to /not-found', async ({ page }) => {
    await page.goto('/integrari/shopify/posta-romana');
    await expectPage(page, '/not-found', 'Pagina nu a fost găsită');
  });

  test('a trailing slash is removed on a hard load, query kept', async ({ page }) => {
    const response = await page.goto('/tracking/?awb=123456');
    expect(response?.ok()).toBe(true);
    await expectPage(page, '/tracking', 'Urmărire colet');
    expect(new URL(page.url()).search).toBe('?awb=123456');
  });

  test('a trailing slash is removed by the client router too', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await page.evaluate(() => {
      history.pushState(null, '', '/contact/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle('Contact');
  });

  test('a protected route without a session goes to login with the wanted path', async ({ page }) => {
    await page.goto('/dashboard/comenzi?pagina=2');
    await expectPage(page, '/autentificare', 'Autentificare');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/comenzi?pagina=2');
    expect(page.url()).toContain('?redirect=%2Fdashboard%2Fcomenzi%3Fpagina%3D2');
  });

  test('a guest-only route with a session goes home', async ({ page }) => {
    await signIn(page);
    await page.goto('/inregistrare');
    await expectPage(page, '/', capitalize(ROUTES[0]?.name ?? ''));
  });

  test('client navigation moves focus to the new heading and updates the title', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Navigare principală' }).getByRole('link', { name: 'Urmărire colet' }).click({
      force: true,
    });
    await expect(page).toHaveURL(/\/tracking$/);
    await expect(page).toHaveTitle('Urmărire colet');
    await expect(page.locator('main h1')).toBeFocused();
  });
});
