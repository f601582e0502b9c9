// Terms, cookies, privacy and postal-service conditions, rendered by the content feature.
import { LegalView } from '../features/content/legal-view.tsx';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const page = useRouteInfo()?.route.legal;
  return page ? <LegalView page={page} /> : null;
}
