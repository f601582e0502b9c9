/**
 * Push on this device, in one valtio store: the permission machine's `status` (push-status.ts), the
 * device's registration with our server, the last problem to tell the user, and the parcels this
 * device gets notifications for. Actions live in push-device.ts and push-parcels.ts.
 */
import { proxy } from 'valtio';
import type { ParcelSubscription } from './notifications-api.ts';
import { nextPushStatus, type PushStatus, type PushStatusEvent } from './push-status.ts';

export type PushProblem = 'unsupported' | 'unsupported_ios' | 'blocked' | 'dismissed' | 'not_configured' | 'worker_timeout' | 'failed';

export type DeviceState = 'off' | 'working' | 'on';
export type ParcelState = 'working' | 'on';

export interface PushState {
  status: PushStatus;
  device: DeviceState;
  problem: PushProblem | null;
  /** A server message that says more than `problem` (a 404 for the AWB, say). */
  problemDetail: string | null;
  /** The parcel whose button the problem answers; null when it is the device's (dashboard). */
  problemAwb: string | null;
  /** AWBs this device is subscribed to, as far as this page knows. */
  parcels: Record<string, ParcelState>;
  /** The server's list (dashboard), null until loaded. */
  subscriptions: ParcelSubscription[] | null;
  /** Whether this deployment has push (Firebase) configured; null until known (or offline). */
  configured: boolean | null;
}

export const pushState = proxy<PushState>({
  status: 'default',
  device: 'off',
  problem: null,
  problemDetail: null,
  problemAwb: null,
  parcels: {},
  subscriptions: null,
  configured: null,
});

export function applyStatusEvent(event: PushStatusEvent): void {
  pushState.status = nextPushStatus(pushState.status, event);
}

export function setProblem(problem: PushProblem | null, detail: string | null = null, awb: string | null = null): void {
  pushState.problem = problem;
  pushState.problemDetail = detail;
  pushState.problemAwb = problem ? awb : null;
}

export function resetPushState(): void {
  Object.assign(pushState, { status: 'default', device: 'off', problem: null, problemDetail: null, problemAwb: null, parcels: {}, subscriptions: null, configured: null });
}
