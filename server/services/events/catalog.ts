// The catalog of domain events: one interface, DomainEvents, that maps each event's name to its
// payload's type. It starts empty here; each module that publishes events declares them next to its
// code by declaration merging (as graphile-worker's task map does), e.g. in tracking/status-events.ts:
//
//   declare module '../events/catalog.ts' {
//     interface DomainEvents { 'shipment.status_changed': ShipmentStatusChanged }
//   }
//   export const TRACKING_EVENTS = declareEvents(['shipment.status_changed']);
//
// The type makes an unknown name or a wrong payload a compile error at publish() and at every
// subscriber; the runtime list (declareEvents) lets the bus refuse an unknown name too (bus.ts), and
// the composition root checks that the lists it assembles name every event of the catalog.

/** Event name -> payload. Filled in by the publishing modules (declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the modules add its members
export interface DomainEvents {}

export type EventName = keyof DomainEvents & string;
export type EventPayload<N extends EventName> = DomainEvents[N];

/** A module's runtime list of the events it declared in DomainEvents (each name checked by the compiler). */
export function declareEvents<const N extends readonly EventName[]>(names: N): N {
  return names;
}
