// Tells the visitor, politely and without blocking, that the network is gone (issue §6).
import { ro } from '../../i18n/ro.ts';
import { useOnline } from './use-online.ts';
import './offline-banner.css';

export function OfflineBanner() {
  const online = useOnline();
  // The live region stays mounted so screen readers announce the change when it fills.
  return (
    <div className="offline-banner" role="status">
      {online ? null : ro.app.offline}
    </div>
  );
}
