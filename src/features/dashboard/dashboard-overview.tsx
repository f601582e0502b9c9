// /dashboard: a greeting, the e-mail verification notice (with "Retrimite emailul de
// confirmare") while the address is unconfirmed, and a card per section.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { fillText, roAccount } from '../../i18n/ro-account.ts';
import { roReweighs } from '../../i18n/ro-reweighs.ts';
import { DASHBOARD_NAV } from './dashboard-sections.ts';

const t = roAccount.dashboard;

export interface DashboardOverviewProps {
  name: string;
  email: string;
  /** false shows the verification notice; undefined (not known yet) shows nothing. */
  emailVerified: boolean | undefined;
  /** Sends a new verification e-mail; resolves with the message to show, rejects with an Error. */
  onResend: () => Promise<string>;
  /** The customer owes a re-weighing difference: new orders are refused until it is paid. */
  unpaidReweights?: boolean;
}

type ResendState = { status: 'idle' | 'sending' } | { status: 'sent' | 'failed'; message: string };

export function DashboardOverview({ name, email, emailVerified, onResend, unpaidReweights }: DashboardOverviewProps) {
  const [resend, setResend] = useState<ResendState>({ status: 'idle' });
  const firstName = name.trim().split(/\s+/)[0] ?? '';

  const send = async () => {
    if (resend.status === 'sending') return;
    setResend({ status: 'sending' });
    try {
      setResend({ status: 'sent', message: (await onResend()) || t.resent });
    } catch (error) {
      setResend({ status: 'failed', message: error instanceof Error && error.message ? error.message : roAccount.form.genericError });
    }
  };

  return (
    <div className="dashboard-overview">
      <h2 className="dashboard-overview__greeting">{firstName ? fillText(t.greeting, { name: firstName }) : t.greetingNoName}</h2>
      {emailVerified === false ? (
        <Notice tone="warning" title={t.unverifiedTitle} live={false}>
          <p>{fillText(t.unverified, { email })}</p>
          <div className="dashboard-overview__resend">
            <Button variant="secondary" busy={resend.status === 'sending'} onClick={() => void send()}>
              {resend.status === 'sending' ? t.resending : t.resend}
            </Button>
            <p className={`dashboard-overview__resend-status is-${resend.status}`} role="status">
              {resend.status === 'sent' || resend.status === 'failed' ? resend.message : null}
            </p>
          </div>
        </Notice>
      ) : null}
      {unpaidReweights ? (
        <Notice tone="warning" title={roReweighs.overviewTitle} live={false}>
          <p>{roReweighs.overview}</p>
          <p>
            <Link to="/dashboard/portofel">{roReweighs.overviewLink}</Link>
          </p>
        </Notice>
      ) : null}
      <h2 className="dashboard-overview__title">{t.sectionsTitle}</h2>
      <ul className="dashboard-overview__cards">
        {DASHBOARD_NAV.filter((entry) => entry.slug !== null).map((entry) => (
          <li key={entry.to} className="dashboard-card">
            <Link className="dashboard-card__link" to={entry.to}>
              {entry.label}
            </Link>
            <p className="dashboard-card__text">{entry.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
