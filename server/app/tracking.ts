// The one tracking context of an app (the answer cache of track-by-awb), shared by the private
// tracking routes and the public API's as `app.tracking` (decorated by the plugin `curiero-tracking`,
// app/plugins/); its cache forgets an AWB as soon as this process records a change of it (an
// after-commit subscriber of 'shipment.status_changed' on the app's bus, app/events.ts: in-process
// by nature; other processes' caches within FRESH_MS).
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../services/auth/index.ts';
import { AnswerCache } from '../services/tracking/index.ts';
import type { TrackingContext } from '../services/tracking/index.ts';
import { eventBusOf } from './events.ts';

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
