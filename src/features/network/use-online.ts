// React view of connectivity (navigator.onLine + online/offline events).
import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from '../../lib/online.ts';

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
