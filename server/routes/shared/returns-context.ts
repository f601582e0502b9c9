// The returns services' context from the app's parts (services/returns/context.ts), for both doors
// (the private returns routes and the public API's): the event bus is the app's one (reached through
// the commerce context), the signing key the accounts'.
import type { FastifyInstance } from 'fastify';
import type { ReturnsContext } from '../../services/returns/index.ts';

export function returnsContext(app: FastifyInstance): ReturnsContext {
  return { db: app.db, events: app.commerce.ctx.events, signingKey: () => app.auth.signingKey(), publicUrl: app.appConfig.publicUrl, now: () => new Date(), commerce: app.commerce.ctx };
}
