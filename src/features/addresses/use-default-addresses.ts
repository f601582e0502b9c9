// A signed-in customer's default address of each kind, for the order screens to start from:
// undefined while asked, null when there is none to use (a guest, offline, a failed call).
import { useEffect, useState } from 'react';
import type { DefaultAddresses } from '../../shared/addresses.ts';
import { defaultAddresses } from './addresses-api.ts';

export function useDefaultAddresses(signedIn: boolean): DefaultAddresses | null | undefined {
  const [answer, setAnswer] = useState<{ signedIn: boolean; defaults: DefaultAddresses | null } | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    defaultAddresses(controller.signal).then(
      (defaults) => setAnswer({ signedIn, defaults }),
      (error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') setAnswer({ signedIn, defaults: null });
      },
    );
    return () => controller.abort();
  }, [signedIn]);
  if (!signedIn) return null;
  return answer?.signedIn ? answer.defaults : undefined;
}
