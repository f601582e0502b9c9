// The per-carrier pages (/{kind}-{carrier}, e.g. /retur-dpd), rendered by the content feature.
import { CarrierView } from '../features/content/carrier-view.tsx';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const route = useRouteInfo()?.route;
  return route?.carrier && route.kind ? <CarrierView carrier={route.carrier} kind={route.kind} /> : null;
}
