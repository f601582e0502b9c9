// `curiero-events`: the app's domain event bus as `app.events` (app/events.ts): every module's events
// and subscribers, read by the parts that publish (commerce, tracking) and by the jobs.
import fp from 'fastify-plugin';
import type { EventBus } from '../../services/events/index.ts';
import { eventBusOf } from '../events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain event bus with the standard subscribers (app/events.ts). */
    events: EventBus;
  }
}

export default fp(
  async (app) => {
    app.decorate('events', eventBusOf(app));
  },
  { name: 'curiero-events', dependencies: ['curiero-auth'] },
);
