// trackMany for carriers whose tracking call takes one AWB (GLS, Sameday, Bookurier: trackBatchMax 1):
// one call per AWB, a few at a time. Each AWB is asked once (repeats dropped). A failed call fails the
// whole trackMany, as one batch call would: the first error is thrown (calls already under way still
// finish, and the others go on until none is left) and no partial answer is returned.
import type { TrackingEvent } from './carrier-adapter.ts';

export async function trackEach(
  awbs: readonly string[],
  track: (awb: string) => Promise<TrackingEvent[]>,
  concurrency: number,
): Promise<Map<string, TrackingEvent[]>> {
  const result = new Map<string, TrackingEvent[]>();
  const queue = [...new Set(awbs)];
  const worker = async () => {
    for (let awb = queue.shift(); awb !== undefined; awb = queue.shift()) result.set(awb, await track(awb));
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return result;
}
