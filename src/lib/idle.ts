/** Runs `callback` once: when the browser is idle or after `ms`, whichever comes first. Returns a cancel. */
export function whenIdleOrAfter(ms: number, callback: () => void): () => void {
  let done = false;
  const cancel = () => {
    done = true;
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
  const run = () => {
    if (done) return;
    cancel();
    callback();
  };
  const timer = setTimeout(run, ms);
  const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: ms }) : undefined;
  return cancel;
}
