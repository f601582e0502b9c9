// Shapes of the marketing and legal copy; the views render any of them through one layout.
export interface Faq {
  q: string;
  a: string;
}

export interface Cta {
  label: string;
  /** An in-app path; the primary call to action always leads into ordering (/comanda...). */
  to: string;
}

export interface PageCopy {
  h1: string;
  lead: string;
  /** The meta description (search results): 110-160 characters, unique across the site. */
  description?: string;
  /** 3-4 benefit bullets. */
  points: string[];
  faq: Faq[];
  cta: Cta;
  /** Optional second action (tracking, returns list), rendered as a plain link. */
  secondary?: Cta;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalCopy {
  h1: string;
  lead: string;
  /** The meta description (search results): 110-160 characters, unique across the site. */
  description?: string;
  sections: LegalSection[];
  faq: Faq[];
  cta: Cta;
}

export const ORDER_PATH = '/comanda';
export const ENVELOPE_ORDER_PATH = '/comanda?tip=plic';
export const TRACKING_PATH = '/tracking';
