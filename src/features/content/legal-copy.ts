// Lookup of legal copy by slug (kept apart from the landing copy so each route chunk carries only its own).
import { POLICY_COPY } from './legal-copy-policies.ts';
import { B2B_TERMS_COPY } from './legal-copy-terms-b2b.ts';
import { TERMS_COPY } from './legal-copy-terms.ts';
import type { LegalPage } from './legal-types.ts';

const LEGAL: Record<string, LegalPage> = { ...TERMS_COPY, ...B2B_TERMS_COPY, ...POLICY_COPY };

export function legalCopy(slug: string): LegalPage | undefined {
  return Object.hasOwn(LEGAL, slug) ? LEGAL[slug] : undefined;
}
