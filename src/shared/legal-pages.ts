// Legal pages (spec §2): terms per product, cookies, privacy, general postal-service conditions.
export const LEGAL_PAGES = [
  { slug: 'termeni-conditii-curierat', name: 'termeni și condiții curierat' },
  { slug: 'termeni-conditii-retururi', name: 'termeni și condiții retururi' },
  { slug: 'termeni-conditii-api', name: 'termeni și condiții API' },
  { slug: 'termeni-conditii-business', name: 'termeni și condiții business' },
  { slug: 'politica-cookies', name: 'politica de cookies' },
  { slug: 'politica-confidentialitate', name: 'politica de confidențialitate' },
  {
    slug: 'conditii-generale-privind-furnizarea-serviciilor-postale',
    name: 'condiții generale privind furnizarea serviciilor poștale',
  },
] as const;

export type LegalSlug = (typeof LEGAL_PAGES)[number]['slug'];
