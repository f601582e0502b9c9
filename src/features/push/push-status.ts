/**
 * The push-permission state machine (spec §4): one `status`, `default`, `granted` or `blocked`
 * as the browser's permission says, plus `unsupported` when the browser lacks notifications,
 * service workers or push. Pure, so the transitions are unit-tested without a browser.
 * A token is obtained only in `granted` (spec §5).
 */
export type PushStatus = 'default' | 'granted' | 'blocked' | 'unsupported';

export type PushStatusEvent =
  /** What the browser says at start: its permission, or null when push is not supported at all. */
  | { type: 'detected'; permission: NotificationPermission | null }
  /** The answer to Notification.requestPermission() (the user allowed, blocked or closed the prompt). */
  | { type: 'answered'; permission: NotificationPermission }
  /** The permission changed behind the page's back (site settings, another tab). */
  | { type: 'changed'; permission: NotificationPermission };

function fromPermission(permission: NotificationPermission): PushStatus {
  if (permission === 'granted') return 'granted';
  if (permission === 'denied') return 'blocked';
  return 'default';
}

export function nextPushStatus(current: PushStatus, event: PushStatusEvent): PushStatus {
  if (event.type === 'detected') return event.permission === null ? 'unsupported' : fromPermission(event.permission);
  // Nothing moves an unsupported browser: there is no prompt to answer and no setting to change.
  if (current === 'unsupported') return current;
  return fromPermission(event.permission);
}

/** The only state in which a push token may be requested. */
export function mayObtainToken(status: PushStatus): boolean {
  return status === 'granted';
}

/** The user can be asked (a click on "Anunță-mă"): only while the browser has not decided. */
export function mayAsk(status: PushStatus): boolean {
  return status === 'default';
}
