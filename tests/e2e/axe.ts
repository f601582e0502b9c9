// axe-core (the engine Lighthouse ships, node_modules/axe-core) run in the page under test with the
// WCAG 2.0, 2.1 and 2.2 A/AA rules. It is evaluated through the DevTools protocol, so the page's
// Content-Security-Policy does not have to allow it, once per document (in-app navigations keep it).
// The theme is switched as the system setting (the app follows it), without a reload; only the
// colour rules are run again in the second theme, since nothing else depends on the colours.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
/** The rules whose outcome depends on the colours: run in both themes. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

export type Theme = 'light' | 'dark';

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
  html: string;
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: AxeNode[];
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: unknown): Promise<{ violations: AxeViolation[] }> };
  }
}

/**
 * Shows the page in `theme` the way a visitor with that system setting sees it (the app follows
 * prefers-color-scheme while no theme is chosen): waits until <html data-theme> says so and a frame
 * has been drawn with it.
 */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction((value) => document.documentElement.dataset.theme === value, theme);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The violations of the WCAG A/AA rules on the page as it is now (only the colour rules when
 * `coloursOnly`), one readable line per element: rule, element, what is wrong.
 */
export async function axeViolations(page: Page, { coloursOnly = false } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const options = coloursOnly
    ? { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] }
    : { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };
  const violations = await page.evaluate(async (opts) => (await window.axe!.run(document, opts)).violations, options);
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.help}) at ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()} ${n.html.slice(0, 160)}`),
  );
}

/** Violations in the light theme (every rule) and then in the dark one (the colour rules), each line prefixed by its theme. */
export async function axeBothThemes(page: Page): Promise<string[]> {
  await applyTheme(page, 'light');
  const light = await axeViolations(page);
  await applyTheme(page, 'dark');
  const dark = await axeViolations(page, { coloursOnly: true });
  await applyTheme(page, 'light');
  return [...light.map((v) => `light: ${v}`), ...dark.map((v) => `dark: ${v}`)];
}
