// The frame of every page: skip link, admin banner, header, offline notice, main content with
// the route gate, footer, toasts, chat bubble and consent banner.
import { ScrollRestoration, useNavigation } from 'react-router-dom';
import { Toaster } from 'sonner';
import { AdminBannerSlot } from '../features/admin-session/admin-banner-slot.tsx';
import { ChatBubble } from '../features/chat/chat-bubble.tsx';
import { ConsentBanner } from '../features/consent/consent-banner.tsx';
import { OfflineBanner } from '../features/network/offline-banner.tsx';
import { ro } from '../i18n/ro.ts';
import { RouteGate } from './route-gate.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { focusMainHeading, useRouteFocus } from './use-route-focus.ts';
import './layout.css';

export function Layout() {
  const navigation = useNavigation();
  useRouteFocus();
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
      {navigation.state === 'loading' ? <div className="route-progress" role="progressbar" aria-label={ro.app.loading} /> : null}
      <AdminBannerSlot />
      <SiteHeader />
      <OfflineBanner />
      <main id="continut" className="app__main" tabIndex={-1}>
        <RouteGate />
      </main>
      <SiteFooter />
      <Toaster position="bottom-center" duration={4000} />
      <ChatBubble />
      <ConsentBanner />
      <ScrollRestoration />
    </div>
  );
}
