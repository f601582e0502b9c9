// The quote thread: for a shipment already validated and resolved on the main thread, it quotes
// every carrier and service asked for (quoteAll), writes the answer as JSON with the serializer
// compiled from src/shared/api/price-answer-schema.ts, and compresses it for the client. That is most of a price
// calculation's CPU time (for a 10-parcel request for all carriers: the JSON of 20 offers and its
// compression, about two thirds), taken off the event loop that serves every other request.
import { parentPort } from 'node:worker_threads';
import fastJson from 'fast-json-stringify';
import { encodeAnswer } from '../answer-compression.ts';
import { priceAnswerSchema } from '../../../src/shared/api/price-answer-schema.ts';
import { quoteAll } from './engine.ts';
import type { QuoteJob, QuoteReply } from './quote-thread.ts';

const serialize = fastJson(priceAnswerSchema as Parameters<typeof fastJson>[0]);

function answer(job: QuoteJob): Buffer {
  const { data, unavailable } = quoteAll(job.shipment, job.carrierId, job.serviceId, job.now, undefined, job.prices);
  const json = serialize({ data, unavailable, validation_address: job.validationAddress, ...(job.testMode ? { test_mode: true } : {}) });
  // With the API's other answers' settings (services/answer-compression.ts).
  return job.encoding ? encodeAnswer(json, job.encoding) : Buffer.from(json);
}

parentPort?.on('message', (job: QuoteJob) => {
  let reply: QuoteReply;
  try {
    // A copy of its own, so that its memory can be handed over to the main thread instead of copied.
    const body = new Uint8Array(answer(job));
    reply = { id: job.id, body };
    parentPort?.postMessage(reply, [body.buffer]);
  } catch (error) {
    reply = { id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    parentPort?.postMessage(reply);
  }
});
