// The 21 landing and order-entry pages; the copy and layout live in the content feature.
import { LandingView } from '../features/content/landing-view.tsx';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const slug = useRouteInfo()?.route.landing;
  return slug ? <LandingView slug={slug} /> : null;
}
