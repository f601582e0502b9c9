// `curiero-quotes`: the worker thread that quotes and writes price-calculation answers, as
// `app.quotes` (services/pricing/quote-thread.ts): started by the first price calculation (or
// warm(), main.ts), stopped with the app.
import fp from 'fastify-plugin';
import { createQuoteThread, type QuoteThread } from '../../services/pricing/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker thread that quotes and writes price-calculation answers (services/pricing/quote-thread.ts). */
    quotes: QuoteThread;
  }
}

export default fp(
  async (app) => {
    app.decorate('quotes', createQuoteThread());
    app.addHook('onClose', async () => app.quotes.stop());
  },
  { name: 'curiero-quotes' },
);
