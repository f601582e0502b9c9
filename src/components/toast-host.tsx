// Mounts sonner's Toaster once the library has loaded (idle, 1 s, or the first toast): see lib/toast.ts.
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { whenIdleOrAfter } from '../lib/idle.ts';
import { loadToastLibrary, toastRequested, toasterMounted } from '../lib/toast.ts';

const TOAST_LOAD_DELAY_MS = 1000;

export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let active = true;
    const load = () => {
      loadToastLibrary().then(
        (sonner) => active && setToaster(() => sonner.Toaster),
        () => undefined,
      );
    };
    const cancel = whenIdleOrAfter(TOAST_LOAD_DELAY_MS, load);
    void toastRequested.then(() => {
      cancel();
      load();
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);

  // Children's effects run first: by now the Toaster has subscribed to new toasts.
  useEffect(() => {
    if (Toaster) toasterMounted();
  }, [Toaster]);

  return Toaster ? <Toaster position="bottom-center" duration={4000} /> : null;
}
