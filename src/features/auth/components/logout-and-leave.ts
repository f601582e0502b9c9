// Logout for the header and the dashboard: the caller's navigation (home) runs as soon as the
// session is cleared here (auth:logout), not after the personal-data cleanup and the server call
// have finished, so the protected page never sits empty; at the latest it runs when logout ends.
import { on } from '../../../lib/events.ts';
import { logout } from '../auth-actions.ts';

export async function logoutAndLeave(leave: () => void): Promise<void> {
  let left = false;
  const leaveOnce = () => {
    if (left) return;
    left = true;
    leave();
  };
  const stop = on('auth:logout', leaveOnce);
  try {
    await logout(); // shows its own toast, success or not
  } finally {
    stop();
    leaveOnce();
  }
}
