// What the order, payment and wallet services need, built once per app (server/app/
// commerce.ts) and handed to them explicitly, so tests and scripts can build their own: the
// database, the account context (mail, signing key, log), the job runner, the domain event bus
// (what the order, payment and tracking changes publish: events/bus.ts), the card gateway, the
// carriers, the pricing engine and its location resolver, and the clock.
import type { Config } from '../../config/index.ts';
import type { AppDb } from '../../db/client.ts';
import type { AuthContext } from '../auth/index.ts';
import type { CarrierNetwork } from '../carriers/index.ts';
import type { EventBus } from '../events/index.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { PaymentGateway } from '../payments/index.ts';
import type { LocationResolver, PricingEngine } from '../pricing/index.ts';

export interface CommerceContext {
  readonly db: AppDb;
  readonly config: Config;
  readonly auth: AuthContext;
  readonly gateway: PaymentGateway;
  readonly carriers: CarrierNetwork;
  readonly resolver: LocationResolver;
  readonly pricing: PricingEngine;
  /** The job queue's runner of this process (bookings run at once by the request that paid). */
  readonly jobs: JobRunner;
  /** The app's event bus (app/events.ts): changes are published on it in their transaction. */
  readonly events: EventBus;
  now(): Date;
}

/** The year of `now` in Bucharest (order numbers restart their year at local midnight). */
export function bucharestYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Bucharest', year: 'numeric' }).format(now));
}

export function orderNumber(id: number, now: Date): string {
  return `CUR-${bucharestYear(now)}-${String(id).padStart(6, '0')}`;
}
