// The render threads: the worker threads that draw the PDFs (labels, invoices, payout reports) and
// pack the invoice exports (services/render/), and those that check a batch's rows (services/batches/),
// off the thread that answers the requests.
import { availableParallelism } from 'node:os';
import type { EnvKit } from './env.ts';

export interface RenderConfig {
  /** At most this many worker threads draw documents at once; more documents asked for at a time wait their turn. */
  readonly threads: number;
  /** At most this many worker threads check and price a batch's rows (services/batches/check-pool.ts). */
  readonly batchThreads: number;
}

/** One thread per core but one: that core stays with the thread that answers the requests. */
export function defaultRenderThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export function readRender(kit: EnvKit): RenderConfig {
  return Object.freeze({ threads: kit.integer('RENDER_THREADS', defaultRenderThreads(), 1, 64), batchThreads: kit.integer('BATCH_CHECK_THREADS', defaultRenderThreads(), 1, 64) });
}
