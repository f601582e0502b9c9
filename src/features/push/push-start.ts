/**
 * Starts push on a page, once: reads the permission, follows its changes (site settings), keeps
 * the device's registration in step when idle, and after logins and logouts: a login attaches this
 * device to the customer, a logout returns it to a guest device (the server then drops the parcels
 * it followed for the customer). Loaded by the layout only when notifications are already allowed,
 * and by the screens that offer push.
 */
import { on } from '../../lib/events.ts';
import { whenIdleOrAfter } from '../../lib/idle.ts';
import { detectPush, syncPushDevice } from './push-device.ts';
import { applyStatusEvent, pushState } from './push-store.ts';
import { pushSupported } from './push-support.ts';

let started = false;

async function followPermission(): Promise<void> {
  if (!navigator.permissions?.query) return;
  try {
    const permission = await navigator.permissions.query({ name: 'notifications' });
    permission.addEventListener('change', () => {
      applyStatusEvent({ type: 'changed', permission: Notification.permission });
      void syncPushDevice();
    });
  } catch {
    // some browsers cannot query 'notifications': the next start reads it
  }
}

export function startPush(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  detectPush();
  if (!pushSupported()) return;
  void followPermission();
  on('auth:login', ({ method }) => {
    // An administrator looking at a customer's account must not attach their own device to it.
    if (method !== 'impersonation') void syncPushDevice({ force: true });
  });
  on('auth:logout', () => {
    pushState.parcels = {};
    pushState.subscriptions = null;
    void syncPushDevice({ force: true });
  });
  whenIdleOrAfter(3000, () => void syncPushDevice());
}
