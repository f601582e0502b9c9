// Shapes of the marketing and legal copy; the views render any of them through one layout.
export interface Faq {
  q: string;
  a: string;
}

export interface Cta {
  label: string;
  /**
   * An in-app path, or a section of the same page ("#calculator": CALCULATOR_SECTION). The primary
   * call to action leads into ordering (/comanda...) or to the page's own calculator.
   */
  to: string;
}

/**
 * How the page presets the shipping calculator below it (the shipping feature's CalculatorPreset has
 * the same shape; pages/ hand it over). Missing fields keep the calculator's defaults.
 */
export interface CalculatorPreset {
  /** Only this carrier's offers at first (a checkbox turns the filter off). */
  carrierId?: number;
  /** 1 home->home, 2 home->locker, 3 locker->home, 4 locker->locker (domain.md). */
  serviceId?: number;
  /** An envelope (documents) or parcels. */
  kind?: 'parcel' | 'envelope';
  /** The first order of the offers: cheapest or earliest delivery first. */
  sort?: 'price' | 'date';
}

export interface CalculatorSetup {
  /** The calculator's heading (h2) on this page; the calculator's own default when missing. */
  title?: string;
  preset: CalculatorPreset;
}

/** A link of the "Pagini înrudite" section: an existing route and its readable name. */
export interface RelatedLink {
  to: string;
  label: string;
}

export interface PageCopy {
  h1: string;
  lead: string;
  /** The meta description (search results): 110-160 characters, unique across the site. */
  description: string;
  /** 3-4 benefit bullets. */
  points: string[];
  faq: Faq[];
  cta: Cta;
  /** Optional second action (tracking, returns list), rendered as a plain link. */
  secondary?: Cta;
  /** The calculator preset for this page's intent; none = the calculator's defaults. */
  calculator?: CalculatorSetup;
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
/** The shipping calculator below a landing or carrier page (the section's id in calculator-section.tsx). */
export const CALCULATOR_SECTION = '#calculator';
export const ENVELOPE_ORDER_PATH = '/comanda?tip=plic';
export const TRACKING_PATH = '/tracking';
