// The customer's journey on a 360 px phone (and the cookie banner on a 1280x800 desktop), on the
// production build with the real server: nothing lies over a form control (the chat lives in the
// header under 80rem, the cookie banner is part of the page), a parcel's four inputs line up with or
// without an error, the options box shows its marker and what it holds, the orders list labels its
// values, and the dashboard's tab strip shows that it scrolls.
import type { APIRequestContext, Locator } from '@playwright/test';
import { EMAIL_LABEL, fieldset, fillDetailsAndContinue, newEmail, openCalculator, startOrder } from './checkout-steps.ts';
import { expect, skipConsent, test, type Page } from './fixtures.ts';
import { E2E_PASSWORD, placeOrder, registerAccount, type Account } from './orders-api.ts';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const CONTROLS = 'input:not([type="hidden"]), button, select, textarea, summary';

interface Covered {
  control: string;
  at: string;
  under: string;
}

/**
 * Scrolls every visible control matched by `selector` (inside `scope`) to the bottom edge of the
 * screen, to its centre and to its top edge, and asks the browser which element is topmost at the
 * control's centre and near its four corners: anything but the control (or something inside it)
 * covers it there. Returns what was covered, where, and by what. So that a control near the top or
 * the end of a short page can be scrolled to any edge too (as it can under a taller notice, a longer
 * answer or an on-screen keyboard), the page gets a screen's height of room above and below it
 * while this runs.
 */
async function coveredControls(page: Page, scope = 'body', selector = CONTROLS): Promise<Covered[]> {
  return page.evaluate(
    ({ scope, selector }) => {
      const describe = (el: Element | null): string => {
        if (!el) return 'nothing';
        const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
        const id = el.id ? `#${el.id}` : '';
        const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        return `<${el.tagName.toLowerCase()}${id}${classes}> "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      };
      const root = document.querySelector(scope);
      if (!root) throw new Error(`no ${scope} on the page`);
      const controls = Array.from(root.querySelectorAll<HTMLElement>(selector)).filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width >= 4 && box.height >= 4 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      });
      const found: { control: string; at: string; under: string }[] = [];
      const room = document.body.style.paddingBlock;
      document.body.style.paddingBlock = `${window.innerHeight}px`;
      for (const control of controls) {
        for (const block of ['end', 'center', 'start'] as const) {
          control.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
          const box = control.getBoundingClientRect();
          // Near the corners: 30% of the shorter side in, so that round corners still count as inside.
          const inset = Math.max(1, Math.min(box.width, box.height) * 0.3);
          const points: [string, number, number][] = [
            ['centre', box.left + box.width / 2, box.top + box.height / 2],
            ['top left', box.left + inset, box.top + inset],
            ['top right', box.right - inset, box.top + inset],
            ['bottom left', box.left + inset, box.bottom - inset],
            ['bottom right', box.right - inset, box.bottom - inset],
          ];
          for (const [where, x, y] of points) {
            if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue; // taller than the screen
            const hit = document.elementFromPoint(x, y);
            if (hit && (hit === control || control.contains(hit))) continue;
            const owner = hit?.closest('a, button, input, select, textarea, summary, label, [role="region"], [role="dialog"]') ?? hit;
            found.push({ control: describe(control), at: `${where}, scrolled to the ${block}`, under: describe(owner) });
          }
        }
      }
      document.body.style.paddingBlock = room;
      window.scrollTo({ top: 0, behavior: 'instant' });
      return found;
    },
    { scope, selector },
  );
}

async function expectNothingCovers(page: Page, scope?: string, selector?: string) {
  const controls = await page.locator(scope ?? 'body').locator(selector ?? CONTROLS).count();
  expect(controls, 'controls to check').toBeGreaterThan(0);
  expect(await coveredControls(page, scope, selector)).toEqual([]);
}

/** Signs in through the form; the account's link sits in the menu on a phone. */
async function signInOnPhone(page: Page, email: string) {
  await page.goto('/autentificare');
  await page.getByLabel(EMAIL_LABEL).fill(email);
  await page.getByRole('textbox', { name: 'Parola', exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
  await expect(page).not.toHaveURL(/\/autentificare/);
  await page.getByRole('button', { name: 'Meniu' }).click();
  await expect(page.getByRole('navigation', { name: 'Navigare principală' }).getByRole('link', { name: 'Contul meu' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE });

  test.describe('with the cookies decided', () => {
    test.beforeEach(async ({ context }) => skipConsent(context));

    test('the chat opens from the header, not from a button floating over the page', async ({ page }) => {
      await page.goto('/tracking');
      await expect(page.locator('.chat-bubble')).toBeHidden();
      const header = page.getByRole('banner');
      // The header's icon button (the open menu has an entry of the same name).
      const open = header.locator('[data-chat-launcher="header"]');
      await expect(open).toBeVisible();
      await expect(open).toHaveAccessibleName('Deschide chatul');
      await expect(header.getByRole('button', { name: 'Deschide chatul' })).toHaveCount(1); // the menu's is hidden
      // Beside the menu button, inside the header bar.
      const [chatBox, menuBox, headerBox] = await Promise.all([
        open.boundingBox(),
        header.getByRole('button', { name: 'Meniu' }).boundingBox(),
        header.boundingBox(),
      ]);
      expect(chatBox!.width).toBeGreaterThanOrEqual(44);
      expect(chatBox!.height).toBeGreaterThanOrEqual(44);
      expect(chatBox!.x + chatBox!.width).toBeLessThanOrEqual(menuBox!.x);
      expect(Math.abs(chatBox!.y - menuBox!.y)).toBeLessThan(2);
      expect(chatBox!.y + chatBox!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Scrie-ne un mesaj' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Nume (opțional)')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();

      // The open menu holds the chat too (the menu button's longer label leaves no room beside it).
      await header.getByRole('button', { name: 'Meniu' }).click();
      const nav = page.getByRole('navigation', { name: 'Navigare principală' });
      const fromMenu = nav.getByRole('button', { name: 'Deschide chatul' });
      await expect(fromMenu).toBeVisible();
      await expect(open).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await fromMenu.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Închide' }).click();
      await expect(dialog).toBeHidden();
      await expect(fromMenu).toBeFocused();
    });

    test('nothing covers a control of the home page and its calculator', async ({ page }) => {
      await openCalculator(page);
      // The options' fields too.
      await page.locator('.calc-options__summary').click();
      await expect(page.getByLabel('Ramburs (RON)')).toBeVisible();
      await expectNothingCovers(page);
    });

    test('nothing covers a control of /tracking, "Urmărește" included', async ({ page }) => {
      await page.goto('/tracking');
      await expect(page.getByRole('button', { name: /^Urmărește/ }).first()).toBeVisible();
      await expectNothingCovers(page);
    });

    test('nothing covers a control of /comanda nor of the checkout, billing fields included', async ({ page }) => {
      test.setTimeout(90_000);
      await startOrder(page, 'DPD');
      await expectNothingCovers(page);
      await fillDetailsAndContinue(page, newEmail('telefon'));
      await expect(fieldset(page, 'Date de facturare').getByLabel('Nume pe factură')).toBeVisible();
      await expectNothingCovers(page);
    });

    test('nothing covers "Retrimite e-mailul de confirmare" nor the orders list; the orders carry their labels; the tab strip shows that it scrolls', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const account = await accountWithOrder(request);
      await signInOnPhone(page, account.email);

      // The dashboard of an unconfirmed address: the resend button and every other control.
      await page.goto('/dashboard');
      await expect(page.getByRole('button', { name: /Retrimite e-mailul de confirmare/ })).toBeVisible();
      await expectNothingCovers(page);

      await page.goto('/dashboard/comenzi');
      const table = page.locator('table.orders-table');
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expectNothingCovers(page);
      await expectLabelledOrderCards(table);
      await expectScrollingTabStrip(page);
    });
  });

  test('the cookie banner is part of the page: it covers no control, and deciding removes it', async ({ page }) => {
    await openCalculator(page);
    const banner = page.getByRole('region', { name: 'Consimțământ cookie-uri' });
    await expect(banner).toBeVisible();
    // At the top of the page, above the header, in the flow (it scrolls away with the page).
    const [bannerBox, headerBox] = await Promise.all([banner.boundingBox(), page.getByRole('banner').boundingBox()]);
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await expectNothingCovers(page);
    await banner.getByRole('button', { name: 'Personalizează' }).click();
    await expectNothingCovers(page);
    await banner.getByRole('button', { name: 'Refuz opționalele' }).click();
    await expect(banner).toHaveCount(0);
  });

  test.describe('the calculator', () => {
    test.beforeEach(async ({ context }) => skipConsent(context));

    test("a parcel's weight, length, width and height inputs line up, also with an error shown", async ({ page }) => {
      await openCalculator(page);
      const parcel = page.getByRole('group', { name: 'Coletul 1', exact: true });
      const inputs = ['Greutate (kg)', 'Lungime (cm)', 'Lățime (cm)', 'Înălțime (cm)'].map((label) => parcel.getByLabel(label, { exact: true }));
      await expectInputRowsAligned(inputs);

      // One error, in the length only: the inputs keep their height and their row's top edge.
      await inputs[1]!.fill('250');
      await page.getByRole('button', { name: 'Vezi ofertele' }).click();
      await expect(parcel.getByText('Latura maximă a unui colet este de 100 cm.')).toBeVisible();
      await expect(inputs[1]!).toHaveAttribute('aria-invalid', 'true');
      await expectInputRowsAligned(inputs);
      // And with an error in a field of the second row only.
      await inputs[1]!.fill('30');
      await inputs[3]!.fill('abc');
      await page.getByRole('button', { name: 'Vezi ofertele' }).click();
      await expect(inputs[3]!).toHaveAttribute('aria-invalid', 'true');
      await expectInputRowsAligned(inputs);
    });

    test('the options box has an open/closed marker and says what it holds, and what is chosen while closed', async ({ page }) => {
      await openCalculator(page);
      const options = page.locator('details.calc-options');
      const summary = options.locator('summary');
      await expect(summary).toContainText('Opțiuni');
      await expect(summary).toContainText('Ramburs, asigurare');
      const marker = () =>
        summary.evaluate((el) => {
          const style = getComputedStyle(el, '::after');
          return { content: style.content, width: parseFloat(style.width), height: parseFloat(style.height), transform: style.transform };
        });
      const closed = await marker();
      expect(closed.content).not.toBe('none');
      expect(closed.width).toBeGreaterThanOrEqual(8);
      expect(closed.height).toBeGreaterThanOrEqual(8);
      // The marker sits inside the box, at the right of its summary.
      const summaryBox = (await summary.boundingBox())!;
      expect(summaryBox.width).toBeGreaterThan(200);

      await summary.click();
      await expect(options).toHaveAttribute('open', '');
      await expect.poll(async () => (await marker()).transform).not.toBe(closed.transform);
      await page.getByLabel('Ramburs (RON)').fill('150');
      await page.getByRole('checkbox', { name: 'SMS pentru destinatar' }).check();
      await summary.click();
      await expect(options).not.toHaveAttribute('open', '');
      await expect(summary).toContainText('Ai ales: Ramburs 150 RON, SMS pentru destinatar');
      await expect.poll(async () => (await marker()).transform).toBe(closed.transform);
    });
  });
});

test.describe('at 1280x800', () => {
  test.use({ viewport: DESKTOP });

  test("the cookie banner covers none of the calculator's inputs", async ({ page }) => {
    await openCalculator(page);
    const banner = page.getByRole('region', { name: 'Consimțământ cookie-uri' });
    await expect(banner).toBeVisible();
    await expectNothingCovers(page, '#calculator', 'input:not([type="hidden"]), select, button');
    // Nor the calculator as the page opens, scrolled to where its first inputs are on screen.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const from = page.getByRole('combobox', { name: 'Localitatea de ridicare' });
    await from.scrollIntoViewIfNeeded();
    const bannerBox = (await banner.boundingBox())!;
    const fromBox = (await from.boundingBox())!;
    expect(fromBox.y >= bannerBox.y + bannerBox.height || fromBox.y + fromBox.height <= bannerBox.y).toBe(true);
  });

  test('the chat bubble floats in the free margin beside the content and covers no control', async ({ page }) => {
    await skipConsent(page);
    await openCalculator(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Deschide chatul' })).toBeHidden();
    const bubble = page.locator('.chat-bubble');
    await expect(bubble).toBeVisible();
    await page.locator('.calc-options__summary').click();
    await expectNothingCovers(page, '#calculator');
  });
});

// ------------------------------------------------------------------------------------- helpers

let accountPromise: Promise<Account> | null = null;
/** One account (address not confirmed) with one paid order, made through the API. */
function accountWithOrder(request: APIRequestContext): Promise<Account> {
  accountPromise ??= (async () => {
    const account = await registerAccount(request, 'Ana Telefon', 'telefon');
    await placeOrder(request, account, 3);
    return account;
  })();
  return accountPromise;
}

/** Inputs side by side share their top edge, and all four have one height. */
async function expectInputRowsAligned(inputs: Locator[]) {
  const boxes = await Promise.all(inputs.map(async (input) => (await input.boundingBox())!));
  const heights = boxes.map((b) => Math.round(b.height));
  expect(new Set(heights).size, `heights ${heights.join(', ')}`).toBe(1);
  expect(heights[0]).toBeLessThanOrEqual(48);
  // Rows: inputs whose boxes overlap vertically sit side by side.
  for (const a of boxes) {
    for (const b of boxes) {
      const sideBySide = a.y < b.y + b.height && b.y < a.y + a.height;
      if (sideBySide) expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    }
  }
  // At 360 px the four fields make two rows of two.
  const tops = new Set(boxes.map((b) => Math.round(b.y)));
  expect(tops.size).toBeLessThanOrEqual(2);
}

/** Every value of an order card shows its column's name beside it, on the same line. */
async function expectLabelledOrderCards(table: Locator) {
  const headers = await table.locator('thead th').allTextContents();
  expect(headers).toEqual(['Selectează', 'Comanda', 'Data', 'Curier', 'AWB', 'Status', 'Total']);
  await expect(table.locator('thead')).toBeHidden();
  const cells = table.locator('tbody tr').first().locator('td');
  await expect(cells).toHaveCount(headers.length);
  // The first cell selects the order (the list's many-order actions): a checkbox, not a value.
  await expect(cells.first().getByRole('checkbox')).toBeVisible();
  for (const [index, header] of headers.entries()) {
    if (index === 0) continue;
    const cell = cells.nth(index);
    const label = cell.locator('.card-table__label');
    const value = cell.locator('.card-table__value');
    await expect(label).toBeVisible();
    await expect(label).toHaveText(header);
    await expect(value).toBeVisible();
    expect((await value.textContent())?.trim()).not.toBe('');
    const [labelBox, valueBox] = [(await label.boundingBox())!, (await value.boundingBox())!];
    expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(valueBox.x);
    expect(Math.abs(labelBox.y - valueBox.y)).toBeLessThan(6);
    expect(valueBox.x + valueBox.width).toBeLessThanOrEqual(PHONE.width);
  }
}

/** The dashboard's tab strip: its current tab in view, a fading arrow on each side with more tabs. */
async function expectScrollingTabStrip(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Secțiunile contului' });
  const list = nav.locator('ul');
  const before = nav.locator('.dashboard-nav__more--before');
  const after = nav.locator('.dashboard-nav__more--after');
  const scroll = () => list.evaluate((el) => ({ left: el.scrollLeft, max: el.scrollWidth - el.clientWidth }));
  expect((await scroll()).max).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The current tab is wholly in view, clear of the arrows.
  await expectTabInView(nav.getByRole('link', { name: 'Comenzile mele' }));

  await list.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
  await expect(before).toHaveCount(0);
  await expect(after).toBeVisible();
  await expectNothingCovers(page, 'nav[aria-label="Secțiunile contului"]', 'button');
  // The arrow scrolls on, and the other edge gets its arrow.
  await after.click();
  await expect.poll(async () => (await scroll()).left).toBeGreaterThan(50);
  await expect(before).toBeVisible();
  await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
  await expect(after).toHaveCount(0);
  await expect(before).toBeVisible();
  const fade = await before.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(fade).toContain('gradient');

  // The last section opened: its tab is scrolled into view.
  await nav.getByRole('link', { name: 'Notificări' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notificari$/);
  await expectTabInView(page.getByRole('navigation', { name: 'Secțiunile contului' }).getByRole('link', { name: 'Notificări' }));
}

async function expectTabInView(tab: Locator) {
  await expect(tab).toHaveAttribute('aria-current', 'page');
  const name = await tab.textContent();
  // Wholly on screen, and no arrow lies over its centre.
  await expect
    .poll(() =>
      tab.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const onScreen = box.left >= 0 && box.right <= window.innerWidth;
        return onScreen ? (document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('a')?.textContent ?? null) : null;
      }),
    )
    .toBe(name);
}
