// Mounted once in the app's layout: when the connection returns, the form submissions kept while
// offline are sent, on whatever page the user is (form-queue.ts, loaded only then: nothing of the
// forms or of the device database in the first load).
import { useEffect } from 'react';

export function useQueuedForms(): void {
  useEffect(() => {
    const onOnline = () => {
      void import('./form-queue.ts').then((m) => m.sendQueuedForms()).catch(() => undefined);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
}
