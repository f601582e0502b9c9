// In an admin's session as the customer (the admin-login flag, features/admin-session) the server
// refuses API keys, webhook secrets, password, e-mail, IBAN and payments (403). The forms that do
// those disable their button, described by this note, so the admin sees why before trying.
import { STORAGE_KEYS, readStorage } from '../lib/storage-keys.ts';
import { roImpersonation } from '../i18n/ro-impersonation.ts';
// Its stylesheet is in the shell's (src/main.tsx): every page links it with the entry's stylesheet.

/** Whether this tab holds an admin's session as the customer. */
export function isImpersonating(): boolean {
  return Boolean(readStorage(STORAGE_KEYS.adminLogin));
}

export function ImpersonationNote({ id }: { id: string }) {
  return (
    <p id={id} className="impersonation-note" role="note">
      {roImpersonation.note}
    </p>
  );
}
