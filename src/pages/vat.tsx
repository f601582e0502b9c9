// /calculator-tva and /extractor-tva: the route row says which tool (route.vat).
import { VatPage } from '../features/vat/vat-page.tsx';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const tool = useRouteInfo()?.route.vat ?? 'calculator';
  return <VatPage key={tool} tool={tool} />;
}
