// The admin impersonation banner (spec §4), on every page while an admin session is active:
// who is impersonated, the m:ss countdown and "Încheie sesiunea". The visible countdown ticks each
// second but is hidden from screen readers; a visually-hidden status line changes only once a
// minute, so assistive technology hears "less than N minutes" without a per-second chatter.
// Rendered after hydration only: the flag lives in this browser's storage, the HTML is prerendered.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { roAccountShell } from '../../i18n/ro-account-shell.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { adminSessionState, endAdminSession, formatRemaining, startAdminSessionWatch } from './admin-session-store.ts';
import './admin-banner.css';

const t = roAccountShell;

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? t.adminOneMinuteLeft : t.adminMinutesLeft.replace('{minutes}', String(minutes));
}

export function AdminBannerSlot() {
  const hydrated = useHydrated();
  const { status, customerName, remainingMs } = useSnapshot(adminSessionState);

  useEffect(() => startAdminSessionWatch(), []);

  if (!hydrated || status !== 'active') return null;
  const name = customerName.trim() || t.adminUnknownUser;
  return (
    <section className="admin-banner" aria-label={t.adminRegion}>
      <div className="container admin-banner__inner">
        <p className="admin-banner__text">
          <strong className="admin-banner__who">{t.adminConnectedAs.replace('{name}', name)}</strong>
          <span className="admin-banner__time" aria-hidden="true">
            {`${t.adminSessionActive} • `}
            <span className="admin-banner__countdown">{t.adminExpiresIn.replace('{time}', formatRemaining(remainingMs))}</span>
          </span>
          <span className="visually-hidden" role="status">
            {minutesText(remainingMs)}
          </span>
        </p>
        <button type="button" className="admin-banner__end" onClick={endAdminSession}>
          {t.adminEnd}
        </button>
      </div>
    </section>
  );
}
