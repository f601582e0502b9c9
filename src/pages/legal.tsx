// Terms, cookies, privacy and postal-service conditions, rendered by the content feature.
import { Button } from '../components/button.tsx';
import { openConsentSettings } from '../features/consent/consent-store.ts';
import { LegalView } from '../features/content/legal-view.tsx';
import { ro } from '../i18n/ro.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const page = useRouteInfo()?.route.legal;
  if (!page) return null;
  return (
    <LegalView page={page}>
      {page === 'politica-cookies' ? (
        <Button variant="secondary" onClick={openConsentSettings}>
          {ro.consent.settings}
        </Button>
      ) : null}
    </LegalView>
  );
}
