// Slot for the admin impersonation banner (spec §4): renders nothing unless the admin-login flag is
// set. The accounts issue fills in the customer name, the m:ss countdown and the expiry handling.
import { useEffect, useState } from 'react';
import { ro } from '../../i18n/ro.ts';
import { STORAGE_KEYS, readStorage } from '../../lib/storage-keys.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import './admin-banner.css';

function readFlag(): boolean {
  return Boolean(readStorage(STORAGE_KEYS.adminLogin));
}

export function AdminBannerSlot() {
  const hydrated = useHydrated();
  const [active, setActive] = useState(readFlag);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.adminLogin || event.key === null) setActive(readFlag());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  if (!active || !hydrated) return null;
  return (
    <div className="admin-banner" role="status">
      {ro.app.adminSessionActive}
    </div>
  );
}
