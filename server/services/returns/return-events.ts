// The events the returns module publishes, declared in the domain event catalog (events/catalog.ts):
//   'return.created'         a customer confirmed a withdrawal (requests.ts), in its transaction
//   'return.status_changed'  a request moved (return-states.ts, moveReturn: the one writer of its status)
// Each carries the request as a shop's webhook shows it (ReturnSummary), so a subscriber needs no
// read of its own; who reacts is assembled at the composition root (app/events.ts).
import type { ReturnDropOffMethod, ReturnItem, ReturnStatus } from '../../db/schema.ts';
import { declareEvents } from '../events/index.ts';

export interface ReturnSummary {
  id: number;
  /** The shop's account. */
  customerId: number;
  testMode: boolean;
  orderId: number | null;
  orderReference: string;
  status: ReturnStatus;
  dropOffMethod: ReturnDropOffMethod;
  carrierId: number | null;
  items: ReturnItem[];
  createdAt: string;
}

export interface ReturnCreated {
  request: ReturnSummary;
}

export interface ReturnStatusChanged {
  request: ReturnSummary;
  from: ReturnStatus;
  to: ReturnStatus;
  /** The event of the state machine that moved it (RETURN_TRANSITIONS). */
  event: string;
  /** The history row of the move (one per move: the webhook event's key). */
  historyId: number;
  note: string | null;
  occurredAt: string;
}

declare module '../events/catalog.ts' {
  interface DomainEvents {
    'return.created': ReturnCreated;
    'return.status_changed': ReturnStatusChanged;
  }
}

export const RETURN_EVENTS = declareEvents(['return.created', 'return.status_changed']);
