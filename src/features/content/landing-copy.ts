// Lookup of landing copy by slug, with a plain fallback so a new route never renders empty.
import type { PageCopy } from './content-types.ts';
import { ORDER_PATH } from './content-types.ts';
import { LANDING_COPY_A } from './landing-copy-a.ts';
import { LANDING_COPY_B } from './landing-copy-b.ts';

const LANDING: Record<string, PageCopy> = { ...LANDING_COPY_A, ...LANDING_COPY_B };

const FALLBACK: PageCopy = {
  h1: 'Comandă un curier online',
  lead: 'Compari ofertele a șase firme de curierat și trimiți coletul în câteva minute.',
  description: 'Comandă un curier online: compari ofertele a șase firme de curierat, vezi prețul final cu TVA înainte de plată și trimiți coletul în câteva minute.',
  points: [
    'Cargus, DPD, FAN Courier, GLS, Sameday și Bookurier în aceeași comparație',
    'Preț final cu TVA, afișat înainte de plată',
    'Ridicare de la adresa ta sau predare la locker',
  ],
  faq: [{ q: 'Am nevoie de cont?', a: 'Pentru calculul prețului nu; pentru plată îți creezi un cont gratuit.' }],
  cta: { label: 'Începe comanda', to: ORDER_PATH },
};

export function landingCopy(slug: string): PageCopy {
  return LANDING[slug] ?? FALLBACK;
}

export function hasLandingCopy(slug: string): boolean {
  return slug in LANDING;
}
