// /dashboard and /dashboard/{section} (login required): the shell with the section navigation, the
// overview, the profile form and the sections' empty states, plus logout. Composes the dashboard
// feature (layout) with the auth feature (customer, actions) and the theme (saved preference).
// Named protected-* so the service worker never precaches it (vite.config.ts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Button } from '../components/button.tsx';
import { Notice } from '../components/notice.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { AddressBook } from '../features/addresses/address-book.tsx';
import { ApiKeysSection } from '../features/api-keys/api-keys-section.tsx';
import { TestBalanceSection } from '../features/api-keys/test-balance-section.tsx';
import { WebhooksPanel } from '../features/webhooks/webhooks-panel.tsx';
import { fetchProfile, resendVerificationEmail } from '../features/auth/auth-actions.ts';
import { authState } from '../features/auth/auth-store.ts';
import type { Customer } from '../features/auth/auth-store.ts';
import { logoutAndLeave } from '../features/auth/components/logout-and-leave.ts';
import { ProfileForm } from '../features/auth/components/profile-form.tsx';
import { ChangePasswordForm } from '../features/auth/components/change-password-form.tsx';
import { ChangeEmailForm } from '../features/auth/components/change-email-form.tsx';
import { CloseAccountSection } from '../features/auth/components/close-account-section.tsx';
import { DashboardOverview } from '../features/dashboard/dashboard-overview.tsx';
import { isDashboardSection } from '../features/dashboard/dashboard-sections.ts';
import { DashboardShell } from '../features/dashboard/dashboard-shell.tsx';
import { SectionEmpty } from '../features/dashboard/section-empty.tsx';
import { InvoicesSection } from '../features/invoices/invoices-section.tsx';
import { NotificationsSection } from '../features/push/notifications-section.tsx';
import { RepaymentsSection } from '../features/repayments/repayments-section.tsx';
import { OrdersSection } from '../features/shipping/orders-section.tsx';
import { ShopReturnsSection } from '../features/shop-returns/shop-returns-section.tsx';
import { REQUEST_PARAM, SETTINGS_PARAM } from '../features/shop-returns/shop-returns-api.ts';
import { MyReturns } from '../features/customer-returns/my-returns.tsx';
import { roCustomerReturns } from '../i18n/ro-customer-returns.ts';
import { LocalityCombobox } from '../features/shipping/locality-combobox.tsx';
import { WalletSection } from '../features/shipping/wallet-section.tsx';
// The calculator's stylesheet styles its locality combobox too (the address book reuses it).
import '../features/shipping/shipping-calculator.css';
import { setThemePreference } from '../features/theme/theme-store.ts';
import { roAccount } from '../i18n/ro-account.ts';
import { capitalize } from '../lib/title.ts';
import { useRouteInfo } from './route-info.ts';

const t = roAccount.dashboard;

// The batch import is its own chunk (its parsers and the worker load only with the section).
const BatchImportSection = lazy(() => import('../features/batch-import/batch-import-section.tsx'));


function applyTheme(mode: string | undefined) {
  if (mode === 'system' || mode === 'dark' || mode === 'light') setThemePreference(mode);
}

export function Component() {
  const info = useRouteInfo();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSnapshot(authState);
  // The stored customer renders at once; fetchProfile refreshes it in the store (email_verified…).
  const [profileSettled, setProfileSettled] = useState(false);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    let active = true;
    const settle = () => active && setProfileSettled(true);
    fetchProfile().then(settle, settle); // offline or expired: the stored copy stays; 401 is the session's
    return () => {
      active = false;
    };
  }, []);

  if (!info) return null;
  const section = info.params.section;
  const current = isDashboardSection(section) ? section : null;
  const customer: Customer | null = user ? { ...user } : null;

  const onLogout = async () => {
    if (leaving) return;
    setLeaving(true);
    await logoutAndLeave(() => navigate('/', { replace: true }));
  };

  const actions = (
    <Button variant="secondary" busy={leaving} onClick={() => void onLogout()}>
      {leaving ? t.loggingOut : t.logout}
    </Button>
  );

  let content;
  if (current === null) {
    content = (
      <DashboardOverview
        name={customer?.name ?? ''}
        email={customer?.email ?? ''}
        emailVerified={customer?.email_verified}
        onResend={resendVerificationEmail}
        unpaidReweights={customer?.has_unpaid_reweights === true}
      />
    );
  } else if (current === 'profil') {
    // The stored customer fills the form at once (no flash on every visit); without one, wait.
    content = customer ? (
      <>
        <ProfileForm customer={customer} onSaved={(next) => applyTheme(next.dark_mode)} />
        <ChangeEmailForm currentEmail={customer.email} />
        <ChangePasswordForm />
        <CloseAccountSection onClosed={() => navigate('/', { replace: true })} />
      </>
    ) : profileSettled ? (
      <Notice tone="error">
        <p>{t.profileUnavailable}</p>
      </Notice>
    ) : (
      <div aria-busy="true" aria-label={t.loadingProfile}>
        <Skeleton lines={5} height="2.75rem" />
      </div>
    );
  } else if (current === 'comenzi') {
    content = <OrdersSection />;
  } else if (current === 'expedieri') {
    content = (
      <Suspense fallback={<Skeleton lines={4} height="2.75rem" />}>
        <BatchImportSection />
      </Suspense>
    );
  } else if (current === 'adrese') {
    content = <AddressBook LocalityPicker={LocalityCombobox} />;
  } else if (current === 'api') {
    content = (
      <>
        <ApiKeysSection />
        <TestBalanceSection />
        <WebhooksPanel />
      </>
    );
  } else if (current === 'retururi') {
    // The customer's own returns first; the shop's page and inbox below (alone while a shop's request or its settings are open).
    const shopView = params.has(REQUEST_PARAM) || params.has(SETTINGS_PARAM);
    content = (
      <>
        {shopView ? null : <MyReturns />}
        <section className="dashboard-returns-shop" aria-labelledby="retururi-magazin">
          <h2 id="retururi-magazin" className={shopView ? 'visually-hidden' : 'dashboard-returns-shop__title'}>
            {roCustomerReturns.shopTitle}
          </h2>
          <ShopReturnsSection />
        </section>
      </>
    );
  } else if (current === 'rambursuri') {
    content = <RepaymentsSection />;
  } else if (current === 'portofel') {
    content = <WalletSection onReweighsPaid={() => void fetchProfile().catch(() => undefined)} />;
  } else if (current === 'facturi') {
    content = <InvoicesSection />;
  } else if (current === 'notificari') {
    content = <NotificationsSection />;
  } else {
    content = <SectionEmpty slug={current} />;
  }

  return (
    <DashboardShell
      title={capitalize(info.name)}
      lead={current === 'profil' ? roAccount.profile.lead : undefined}
      current={current}
      actions={actions}
    >
      {content}
    </DashboardShell>
  );
}
