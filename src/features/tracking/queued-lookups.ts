// Lookups queued offline on the tracking page are done when the connection returns even if the
// user has gone to another page meanwhile: the layout loads this module on the `online` event.
// On the tracking page itself the page completes and shows them (use-tracking.ts).
import { navigateTo } from '../../lib/navigation.ts';
import { notify } from '../../lib/toast.ts';
import { fillTracking, roTracking } from '../../i18n/ro-tracking.ts';
import { awbCount } from './awb-list.ts';
import { completePendingLookups } from './offline-queue.ts';

export async function completeQueuedLookups(): Promise<void> {
  if (window.location.pathname.startsWith('/tracking')) return;
  const items = await completePendingLookups();
  if (!items.length) return;
  const path = `/tracking?${new URLSearchParams({ awb: items.map((i) => i.awb).join(',') })}`;
  notify((toast) =>
    toast.success(fillTracking(roTracking.completedAway, { count: awbCount(items.length) }), {
      action: { label: roTracking.completedAwayOpen, onClick: () => navigateTo(path) },
    }),
  );
}
