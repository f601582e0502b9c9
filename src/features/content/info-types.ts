// Shape of the information pages (/servicii, /metode-plata, /info): a guide with anchored sections.
import type { Cta, Faq } from './content-types.ts';
import type { DocSection } from './legal-types.ts';

export type InfoPageSlug = 'servicii' | 'metode-plata' | 'info';

/** A section of a guide: its anchor is always given (stable links from other pages and e-mails). */
export interface InfoSection extends DocSection {
  id: string;
}

export interface InfoCopy {
  h1: string;
  lead: string;
  /** The meta description (search results): 110-160 characters, unique across the site. */
  description: string;
  sections: InfoSection[];
  faq: Faq[];
  /** Into ordering (/comanda...), as on every marketing page. */
  cta: Cta;
  secondary?: Cta;
}
