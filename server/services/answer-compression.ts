// The brotli settings of API answers, shared by the HTTP layer (http/compression.ts) and what
// compresses an answer itself: the quote thread its price lists (services/pricing/quote-worker.ts), the
// order lists their pages once per version (services/orders/order-list-cache.ts). Quality 1: a
// 14 kB price list gives 1.5 kB instead of quality 3's 1.3 kB, for about a third of the CPU; the
// default quality (11) is far too slow for compressing on the fly.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

export const API_BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } };

/** An encoding of an answer's bytes (none: as they are). */
export type AnswerEncoding = 'br' | 'gzip' | null;

/** The answer encoding a client accepts: brotli first, then gzip, else none (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): AnswerEncoding {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** The answer's bytes in `encoding`, with the API's settings. */
export function encodeAnswer(json: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(json, API_BROTLI_OPTIONS) : gzipSync(json);
}
