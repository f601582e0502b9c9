// Tracking lookups queued offline are completed when the connection returns, on whatever page the
// user is (features/tracking/queued-lookups.ts, loaded only then: nothing of it in the first load).
import { useEffect } from 'react';

export function useQueuedLookups(): void {
  useEffect(() => {
    const onOnline = () => {
      void import('../features/tracking/queued-lookups.ts').then((m) => m.completeQueuedLookups()).catch(() => undefined);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
}
