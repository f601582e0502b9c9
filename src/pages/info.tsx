// /servicii, /metode-plata, /info: the information pages, rendered by the content feature.
import { InfoView } from '../features/content/info-view.tsx';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const slug = useRouteInfo()?.route.info;
  if (!slug) return null;
  return <InfoView slug={slug} />;
}
