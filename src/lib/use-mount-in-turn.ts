// Mounting a large subtree a part at a time (issue #35): rendered at once, a long form's first
// commit was one long task on a slow phone, mostly the style and layout of its new elements. Here
// the first part mounts with the component, and each next one in a transition started after the
// previous part has been painted, so every part's render, commit, style and layout is a short task
// of its own. The whole form is there within a few frames; nothing is mounted above what is
// already shown, so nothing on screen moves.
import { startTransition, useEffect, useState } from 'react';

/** Resolves after the next frame has been painted (or after `fallbackMs` in a hidden tab, where frames stop). */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/**
 * How many of `total` parts to render: 1 at first, one more after each paint, up to `total`.
 * `enabled` false (a hydration, which must render what the server rendered): all of them at once.
 */
export function useMountInTurn(total: number, enabled = true): number {
  const [shown, setShown] = useState(() => (enabled ? 1 : total));
  useEffect(() => {
    if (shown >= total) return;
    let active = true;
    void afterNextPaint().then(() => {
      if (active) startTransition(() => setShown((n) => Math.max(n, shown + 1)));
    });
    return () => {
      active = false;
    };
  }, [shown, total]);
  return Math.min(shown, total);
}
