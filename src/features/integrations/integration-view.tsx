// The integrations feature's entry: the hub, a platform's page or a platform and carrier's page.
import type { CarrierSlug } from '../../shared/carriers.ts';
import type { IntegrationPlatformSlug } from '../../shared/integrations.ts';
import { CarrierView } from './carrier-view.tsx';
import { HubView } from './hub-view.tsx';
import { PlatformView } from './platform-view.tsx';

export function IntegrationView({ platform, carrier }: { platform?: IntegrationPlatformSlug | undefined; carrier?: CarrierSlug | undefined }) {
  if (platform && carrier) return <CarrierView platform={platform} carrier={carrier} />;
  if (platform) return <PlatformView platform={platform} />;
  return <HubView />;
}
