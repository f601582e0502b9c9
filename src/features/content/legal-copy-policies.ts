// Cookies, privacy (GDPR) and the general postal conditions, each in its own module.
import { politicaCookies } from './legal-copy-cookies.ts';
import { conditiiPostale } from './legal-copy-postal.ts';
import { politicaConfidentialitate } from './legal-copy-privacy.ts';
import type { LegalPage } from './legal-types.ts';

export const POLICY_COPY: Record<string, LegalPage> = {
  'politica-cookies': politicaCookies,
  'politica-confidentialitate': politicaConfidentialitate,
  'conditii-generale-privind-furnizarea-serviciilor-postale': conditiiPostale,
};
