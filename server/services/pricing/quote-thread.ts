// The main thread's side of the quote thread (quote-worker.ts): one worker per app, started at the
// first quote (or by warm()), answering jobs by id. If the worker fails or exits, the jobs waiting
// for it are rejected (the route answers 500) and the next quote starts a new one. stop() ends it
// (app close); a later quote would start another.
import { Worker } from 'node:worker_threads';
import { threadModule } from '../../threads/thread-module.ts';
import type { PriceAnswer } from '../../../src/shared/shipping.ts';
import type { LocalMoment } from './calendar.ts';
import type { ResolvedShipment } from './shipment.ts';
import type { CarrierPrices } from './carrier-prices.ts';

import type { AnswerEncoding } from '../answer-compression.ts';

export interface QuoteJob {
  id: number;
  shipment: ResolvedShipment;
  carrierId: number;
  serviceId: number;
  now: LocalMoment;
  validationAddress: PriceAnswer['validation_address'];
  encoding: AnswerEncoding;
  /** Asked with a test API key: the answer says `test_mode: true` (routes/public/). */
  testMode?: boolean;
  /** The carriers' own prices and refusals (carrier-prices.ts). */
  prices?: CarrierPrices;
}

export type QuoteReply = { id: number; body: Uint8Array } | { id: number; error: string };

// The worker runs quote-worker.ts (compiled, or through tsx: threads/thread-module.ts).
const ENTRY = threadModule(import.meta.url, 'quote-worker');

export interface QuoteThread {
  /** The answer's bytes: JSON, compressed as `encoding` says. */
  quote(job: Omit<QuoteJob, 'id'>): Promise<Buffer>;
  /** Starts the worker now, so that the first quote does not wait for it. */
  warm(): void;
  stop(): Promise<void>;
}

export function createQuoteThread(): QuoteThread {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (body: Buffer) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const start = (): Worker => {
    if (worker) return worker;
    const started = new Worker(ENTRY.filename, { argv: ENTRY.argv });
    started.unref();
    started.on('message', (reply: QuoteReply) => {
      const job = waiting.get(reply.id);
      if (!job) return;
      waiting.delete(reply.id);
      if ('error' in reply) job.reject(new Error(`quote thread: ${reply.error}`));
      else job.resolve(Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength));
    });
    const gone = (error: Error) => {
      if (worker !== started) return;
      worker = null;
      failAll(error);
    };
    started.on('error', gone);
    started.on('exit', (code) => gone(new Error(`quote thread exited (${code})`)));
    worker = started;
    return started;
  };

  return {
    quote(job) {
      const id = ++next;
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        try {
          start().postMessage({ ...job, id } satisfies QuoteJob);
        } catch (error) {
          waiting.delete(id);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
    warm() {
      start();
    },
    async stop() {
      const stopping = worker;
      worker = null;
      failAll(new Error('quote thread stopped'));
      await stopping?.terminate();
    },
  };
}

