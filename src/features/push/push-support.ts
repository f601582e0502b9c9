/**
 * What this browser offers for push (spec §5): notifications, service workers and the Push API,
 * all three, or no token is ever requested. Read from the globals each time (tests replace them).
 */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

/** The permission as the browser holds it now, or null when push is not supported. */
export function currentPermission(): NotificationPermission | null {
  return pushSupported() ? Notification.permission : null;
}

/** iPhone and iPad browsers offer push only to an app added to the home screen. */
export function isIosBrowserTab(userAgent: string = navigator.userAgent): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1);
  const standalone = typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches;
  return ios && !standalone;
}
