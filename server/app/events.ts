// The app's domain event bus (services/events/): the events every module declares, and who reacts
// to them, assembled here, the one place that knows both sides (a publisher never imports its
// subscribers). The order of the list is the order subscribers run in a publication: for a
// shipment's status change, the order moves first, then the repayment, the push job, the webhooks;
// for a card payment's success, the invoice job is queued first, then the order is marked paid (its
// booking job, or its refund job, after the invoice's). The returns' subscribers come last: a return
// parcel's delivery moves its request after its own order moved, and a request's webhook of
// 'received' is written before the automatic refund's 'refunded'.
// The after-commit hook of the answer cache is added by app/tracking.ts on this same bus (it holds
// this process's memory). The bus reaches the publishers through their context: CommerceContext
// .events (app/commerce.ts), and recordTracking's options (the poller's and cancellations' context).
// Tests that call a publisher directly use this bus (eventBusOf(app), or standardEventBus(config)),
// so they exercise the real subscribers.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.ts';
import type { AuthContext } from '../services/auth/index.ts';
import { createEventBus, type EventBus, type Subscriber } from '../services/events/index.ts';
import type { EventName } from '../services/events/index.ts';
import { batchSubscribers } from '../services/batches/index.ts';
import { invoiceSubscribers } from '../services/invoices/index.ts';
import type { Logger } from '../services/logger.ts';
import { ORDER_EVENTS } from '../services/orders/index.ts';
import { orderSubscribers } from '../services/orders/index.ts';
import { PAYMENT_EVENTS } from '../services/payments/index.ts';
import { pushSubscribers } from '../services/push/index.ts';
import { repaymentSubscribers } from '../services/repayments/index.ts';
import { RETURN_EVENTS, returnShipmentSubscribers, returnSubscribers } from '../services/returns/index.ts';
import { TRACKING_EVENTS } from '../services/tracking/index.ts';
import { webhookSubscribers } from '../services/webhooks/index.ts';

/** Every event of the catalog, by the module that publishes it. */
export const DOMAIN_EVENTS = [...TRACKING_EVENTS, ...ORDER_EVENTS, ...PAYMENT_EVENTS, ...RETURN_EVENTS] as const;

// A module that declares an event in DomainEvents but whose list is missing above fails to compile here.
type Unlisted = Exclude<EventName, (typeof DOMAIN_EVENTS)[number]>;
const everyEventListed: [Unlisted] extends [never] ? true : { unlisted: Unlisted } = true;
void everyEventListed;

/** The subscribers of every module, in the order they run. */
export function standardSubscribers(config: Pick<Config, 'publicUrl'>): Subscriber[] {
  return [...invoiceSubscribers, ...orderSubscribers, ...batchSubscribers, ...repaymentSubscribers, ...pushSubscribers, ...webhookSubscribers(config), ...returnSubscribers, ...returnShipmentSubscribers];
}

/** A bus with the standard subscribers (no after-commit hook yet: app/tracking.ts adds the answer cache's). */
export function standardEventBus(config: Pick<Config, 'publicUrl'>, log?: Logger): EventBus {
  return createEventBus({ events: DOMAIN_EVENTS, subscribers: standardSubscribers(config), log });
}

const built = new WeakMap<AuthContext, EventBus>();

/** The app's one bus, built on first use (shared by app.commerce, app.tracking and the jobs). */
export function eventBusOf(app: FastifyInstance): EventBus {
  const known = built.get(app.auth);
  if (known) return known;
  const bus = standardEventBus(app.appConfig, app.log);
  built.set(app.auth, bus);
  return bus;
}
