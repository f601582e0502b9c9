// The frame of every page: skip link, admin banner, consent banner (in the flow: it covers nothing),
// header, offline notice, the current page (trailing slash removed first), footer, toasts and chat.
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Skeleton } from '../components/skeleton.tsx';
import { ToastHost } from '../components/toast-host.tsx';
import { AdminBannerSlot } from '../features/admin-session/admin-banner-slot.tsx';
import { ChatBubble } from '../features/chat/chat-bubble.tsx';
import { ConsentBanner } from '../features/consent/consent-banner.tsx';
import { useQueuedForms } from '../features/forms/use-queued-forms.ts';
import { OfflineBanner } from '../features/network/offline-banner.tsx';
import { ro } from '../i18n/ro.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useLinkNavigation } from './link-navigation.ts';
import { useQueuedLookups } from './use-queued-lookups.ts';
import { usePushSync } from './use-push-sync.ts';
import { focusMainHeading, useRouteFocus } from './use-route-focus.ts';
import './layout.css';

function PageFallback() {
  // Shown only on a first load; later navigations keep the previous page until the next is ready.
  return (
    <div className="container page-fallback" aria-busy="true" aria-label={ro.app.loading}>
      <Skeleton height="2.5rem" />
      <Skeleton lines={3} />
    </div>
  );
}

function CurrentPage() {
  const { pathname, search, hash } = useLocation();
  if (pathname !== '/' && pathname.endsWith('/')) {
    return <Navigate to={{ pathname: pathname.replace(/\/+$/, '') || '/', search, hash }} replace />;
  }
  return (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
}

export function Layout() {
  useRouteFocus();
  useLinkNavigation();
  useQueuedLookups();
  useQueuedForms();
  usePushSync();
  return (
    <div className="app">
      <a
        className="skip-link"
        href="#continut"
        onClick={(event) => {
          // Handled here so the router does not treat the fragment as a navigation.
          event.preventDefault();
          focusMainHeading();
          document.getElementById('continut')?.scrollIntoView();
        }}
      >
        {ro.app.skipLink}
      </a>
      <AdminBannerSlot />
      <ConsentBanner />
      {/* Suspense boundaries let React hydrate header, page and footer as separate, shorter tasks. */}
      <Suspense>
        <SiteHeader />
      </Suspense>
      <OfflineBanner />
      <main id="continut" className="app__main" tabIndex={-1}>
        <CurrentPage />
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <ToastHost />
      <ChatBubble />
    </div>
  );
}
