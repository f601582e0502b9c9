/* global window */
// Interaction to next paint on the calculator (issue #18), with 4x CPU throttling in Chromium:
// typing a locality (each key), picking it, asking for the offers and choosing one. Measured by the
// page itself with the Event Timing API (a PerformanceObserver of `event` entries installed before
// the app loads); an interaction's latency is its longest event, INP the worst interaction.
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './lib.mjs';

export const INP_BUDGET_MS = 200;
export const CPU_SLOWDOWN = 4;

function observeEvents() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Latency per interaction id recorded since `from` (index into window.__events). */
async function interactionsSince(page, from) {
  const events = await page.evaluate((start) => window.__events.slice(start), from);
  const byId = new Map();
  for (const e of events) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
  return { worst: Math.max(0, ...byId.values()), count: byId.size, next: from + events.length };
}

async function pickLocality(page, label, typed) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.pressSequentially(typed, { delay: 150 });
  await page.getByRole('listbox', { name: label }).getByRole('option').first().waitFor();
  await input.press('ArrowDown');
  await input.press('Enter');
}

/** Runs the calculator journey on `url` + '/'; resolves to the worst latency of each step. */
export async function benchInp(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(observeEvents);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await page.locator('#calculator').scrollIntoViewIfNeeded();
    await page.getByRole('combobox', { name: 'Localitatea de ridicare' }).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    let mark = (await interactionsSince(page, 0)).next;
    const steps = {};
    const step = async (name, action) => {
      await action();
      await page.waitForTimeout(500); // the next paint of the last event
      const r = await interactionsSince(page, mark);
      mark = r.next;
      steps[name] = r;
    };
    await step('pickup locality: typing, picking', () => pickLocality(page, 'Localitatea de ridicare', 'cluj'));
    await step('delivery locality: typing, picking', () => pickLocality(page, 'Localitatea de livrare', 'iasi'));
    await step('asking for the offers', async () => {
      await page.getByRole('button', { name: 'Vezi ofertele' }).click();
      await page.getByRole('region', { name: /^Oferte pentru transportul tău/ }).waitFor({ timeout: 30_000 });
    });
    await step('choosing an offer', async () => {
      await page.getByRole('button', { name: /^Alege oferta / }).first().click();
      await page.waitForURL(/\/comanda$/, { timeout: 30_000 });
      await page.getByRole('region', { name: 'Oferta aleasă' }).waitFor({ timeout: 30_000 });
    });
    return steps;
  } finally {
    await browser.close();
  }
}
