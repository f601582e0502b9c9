// Shapes of the long documents (legal pages and the /servicii, /metode-plata, /info guides): the
// content-types.ts shapes plus anchors, tables and links. Kept here so content-types.ts stays as it is.
import type { Cta, Faq, LegalCopy, LegalSection } from './content-types.ts';

/** A link under a section: an in-app path (/comanda) or a full https:// address. */
export interface DocLink {
  label: string;
  to: string;
}

/** A small table; on a phone each row becomes a card with the column names as labels. */
export interface DocTable {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
  /** Index of a column whose cells are identifiers (storage keys), shown as code. */
  codeColumn?: number;
}

export interface DocSection extends LegalSection {
  /** The anchor of the heading (#date-de-contact); derived from the heading when absent. */
  id?: string;
  table?: DocTable;
  links?: DocLink[];
  /** The page's extra actions (e.g. the cookie-settings button) render at the end of this section. */
  slot?: boolean;
}

export interface LegalPage extends LegalCopy {
  description: string;
  /** Date of the last change, yyyy-mm-dd. */
  updated: string;
  sections: DocSection[];
  faq: Faq[];
  cta: Cta;
}
