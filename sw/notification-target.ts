/**
 * Where a notification click leads: focus a window already showing the target page, otherwise
 * focus one of the app's windows and navigate it there, otherwise open a new window. Only
 * same-origin targets are honoured (a foreign or malformed link opens the home page instead).
 * Pure so it can be unit-tested: Playwright cannot click a real notification, and inside the
 * worker a synthetic click cannot focus a window.
 */

export interface ClientLike {
  readonly url: string;
  readonly focused?: boolean;
  readonly visibilityState?: string;
}

export type ClickDecision<C extends ClientLike> =
  | { kind: 'focus'; client: C; navigateTo: string | null }
  | { kind: 'open'; url: string };

/** The absolute same-origin URL to show, or the origin's home page. */
export function resolveTargetUrl(targetUrl: unknown, origin: string): string {
  const home = new URL('/', origin).href;
  if (typeof targetUrl !== 'string' || !targetUrl.trim()) return home;
  try {
    const url = new URL(targetUrl.trim(), origin);
    return url.origin === new URL(origin).origin ? url.href : home;
  } catch {
    return home;
  }
}

function samePage(a: string, b: string): boolean {
  const x = new URL(a);
  const y = new URL(b);
  return x.origin === y.origin && x.pathname.replace(/\/+$/, '') === y.pathname.replace(/\/+$/, '') && x.search === y.search;
}

export function pickClientToFocus<C extends ClientLike>(
  clients: readonly C[],
  targetUrl: unknown,
  origin: string,
): ClickDecision<C> {
  const target = resolveTargetUrl(targetUrl, origin);
  const ours = clients.filter((client) => {
    try {
      return new URL(client.url).origin === new URL(origin).origin;
    } catch {
      return false;
    }
  });

  const showingTarget = ours.find((client) => samePage(client.url, target));
  if (showingTarget) return { kind: 'focus', client: showingTarget, navigateTo: null };

  const best =
    ours.find((client) => client.focused) ??
    ours.find((client) => client.visibilityState === 'visible') ??
    ours[0];
  if (best) return { kind: 'focus', client: best, navigateTo: target };

  return { kind: 'open', url: target };
}
