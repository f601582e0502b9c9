// The one tracking context of an app (the answer cache of track-by-awb), shared by the private
// tracking routes and the public API's as `app.tracking`: the first plugin that reads it builds it,
// and its cache forgets an AWB as soon as this process records a change of it (an after-commit
// subscriber of 'shipment.status_changed' on the app's bus, app/events.ts: in-process by nature;
// other processes' caches within FRESH_MS).
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../services/auth/context.ts';
import { AnswerCache } from '../services/tracking/answer-cache.ts';
import type { TrackingContext } from '../services/tracking/track.ts';
import { eventBusOf } from './events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Track-by-AWB's context and answer cache, built on first use (app/tracking.ts). */
    tracking: TrackingContext;
  }
}

const built = new WeakMap<AuthContext, TrackingContext>();

export function trackingContext(app: FastifyInstance): TrackingContext {
  const known = built.get(app.auth);
  if (known) return known;
  const tracking: TrackingContext = { db: app.db, cache: new AnswerCache(), publicUrl: app.appConfig.publicUrl, carriers: app.commerce.ctx.carriers, log: app.log };
  const unsubscribe = eventBusOf(app).onCommitted('shipment.status_changed', 'tracking.answer-cache', (change) => tracking.cache.delete(change.awb));
  app.addHook('onClose', async () => unsubscribe());
  built.set(app.auth, tracking);
  return tracking;
}

export function installTracking(app: FastifyInstance): void {
  app.decorate('tracking', {
    getter(this: FastifyInstance) {
      return trackingContext(this);
    },
  });
}
