// How API answers are compressed (@fastify/compress, registered globally by app/index.ts). Static assets
// are not compressed here: scripts/precompress.mjs writes their .br and .gz at build.
import { constants as zlib } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import { API_BROTLI_OPTIONS } from '../services/answer-compression.ts';

/**
 * Every API answer of 1 kB or more, brotli or gzip. Answers up to 64 kB (nearly all of them) are
 * compressed in one synchronous call; a zlib stream per response cost about 0.6 ms of the event loop,
 * three times the compression itself. Brotli quality 1 (services/answer-compression.ts, which the
 * quote thread compresses its price lists with too).
 */
export const API_COMPRESSION: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: API_BROTLI_OPTIONS,
  syncThreshold: 64 * 1024,
};

/**
 * For a route whose answer is large and downloaded once (the whole locality catalogue, 1.8 MB of
 * JSON): quality 4 makes it 250 kB instead of 310 kB, for about 10 ms more of compression.
 */
export const LARGE_ANSWER_COMPRESSION: FastifyCompressOptions = {
  ...API_COMPRESSION,
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
};
