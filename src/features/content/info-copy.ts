// Lookup of the information pages' copy by slug (/servicii, /metode-plata, /info).
import { guideCopy } from './info-copy-guide.ts';
import { paymentsCopy } from './info-copy-payments.ts';
import { servicesCopy } from './info-copy-services.ts';
import type { InfoCopy, InfoPageSlug } from './info-types.ts';

export const INFO_SLUGS: readonly InfoPageSlug[] = ['servicii', 'metode-plata', 'info'];

const INFO: Record<InfoPageSlug, InfoCopy> = {
  servicii: servicesCopy,
  'metode-plata': paymentsCopy,
  info: guideCopy,
};

export function infoCopy(slug: InfoPageSlug): InfoCopy {
  return INFO[slug];
}
