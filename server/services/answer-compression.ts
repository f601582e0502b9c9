// The brotli settings of API answers, shared by the HTTP layer (http/compression.ts) and the quote
// thread, which compresses its price lists itself (services/pricing/quote-worker.ts). Quality 1: a
// 14 kB price list gives 1.5 kB instead of quality 3's 1.3 kB, for about a third of the CPU; the
// default quality (11) is far too slow for compressing on the fly.
import { constants as zlib } from 'node:zlib';

export const API_BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } };
