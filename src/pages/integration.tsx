// The integrations hub's pages (/integrari, /integrari/{platform}, /integrari/{platform}/{carrier}):
// fixed rows of the route table, each prerendered; the feature renders them from the shared facts.
import { IntegrationView } from '../features/integrations/integration-view.tsx';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const integration = useRouteInfo()?.route.integration;
  if (!integration) return null;
  return <IntegrationView platform={integration.platform} carrier={integration.carrier} />;
}
