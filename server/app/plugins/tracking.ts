// `curiero-tracking`: track-by-AWB's context and answer cache as `app.tracking` (app/tracking.ts),
// shared by the private tracking routes and the public API's.
import fp from 'fastify-plugin';
import type { TrackingContext } from '../../services/tracking/index.ts';
import { trackingContext } from '../tracking.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Track-by-AWB's context and answer cache (app/tracking.ts). */
    tracking: TrackingContext;
  }
}

export default fp(
  async (app) => {
    app.decorate('tracking', trackingContext(app));
  },
  { name: 'curiero-tracking', dependencies: ['curiero-commerce', 'curiero-events'] },
);
