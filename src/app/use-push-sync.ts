// Push on a device where notifications are already allowed: the push feature is loaded when the
// browser is idle (never in the first load), keeps the device's registration in step (new token,
// weekly refresh) and follows logins and logouts. Elsewhere nothing is loaded: the permission is
// asked for only from a click (tracking result, dashboard).
import { useEffect } from 'react';
import { whenIdleOrAfter } from '../lib/idle.ts';

export function usePushSync(): void {
  useEffect(() => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    return whenIdleOrAfter(4000, () => {
      void import('../features/push/push-start.ts').then((m) => m.startPush()).catch(() => undefined);
    });
  }, []);
}
