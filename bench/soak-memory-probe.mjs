// Loaded into each server process of the soak by `node --import` (bench/soak-servers.mjs), never
// by the product: every 2 s it sends the soak, over the IPC channel the soak opened, the process's
// memory (RSS, V8 heap used and total, external) and the heap left after the last major garbage
// collection (the live set: a leak shows there, the young garbage between collections does not).
// Without an IPC channel (any other start) it does nothing. Nothing is exposed over HTTP.
import { PerformanceObserver, constants } from 'node:perf_hooks';

if (process.send) {
  let afterMajorGc = null;
  let majorGcs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      majorGcs++;
      afterMajorGc = process.memoryUsage().heapUsed;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const report = () => {
    const m = process.memoryUsage();
    process.send({ soakMemory: { at: Date.now(), rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, afterMajorGc, majorGcs } }, () => {});
  };
  setInterval(report, 2000).unref();
  report();
  // The channel must not keep the server alive once it is asked to stop.
  process.channel?.unref();
}
