// Lookup of legal copy by slug (kept apart from the landing copy so each route chunk carries only its own).
import type { LegalCopy } from './content-types.ts';
import { POLICY_COPY } from './legal-copy-policies.ts';
import { TERMS_COPY } from './legal-copy-terms.ts';

const LEGAL: Record<string, LegalCopy> = { ...TERMS_COPY, ...POLICY_COPY };

export function legalCopy(slug: string): LegalCopy | undefined {
  return LEGAL[slug];
}
