// `curiero-commerce`: the one Commerce of the app as `app.commerce` (app/commerce.ts): the order
// services' context with the card gateway, the carriers, the pricing engine and the job runner,
// shared by the order, payment and wallet routes of both doors and by the jobs.
import fp from 'fastify-plugin';
import { commerce, type Commerce } from '../commerce.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The order services' context with the card gateway (app/commerce.ts). */
    commerce: Commerce;
  }
}

export default fp(
  async (app) => {
    app.decorate('commerce', commerce(app));
  },
  { name: 'curiero-commerce', dependencies: ['curiero-db', 'curiero-auth', 'curiero-jobs', 'curiero-events'] },
);
