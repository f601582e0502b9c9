// Per-carrier pages (/retur-dpd, /locker-sameday...): one template per kind, the carrier's facts,
// the related pages (the carrier's other pages, the same kind with other carriers, its tracking).
import type { CarrierPageKind, CarrierSlug } from '../../shared/carriers.ts';
import { carrierCopy } from './carrier-copy.ts';
import { CARRIER_FACTS } from './carrier-facts.ts';
import { ContentPage } from './content-page.tsx';
import { carrierRelatedPages } from './related-pages.ts';

export function CarrierView({ carrier, kind }: { carrier: CarrierSlug; kind: CarrierPageKind }) {
  return <ContentPage copy={carrierCopy(carrier, kind)} kicker={`Curier ${CARRIER_FACTS[carrier].name}`} related={carrierRelatedPages(carrier, kind)} />;
}
