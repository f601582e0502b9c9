// MyGLS refusals turned into CarrierError (carrier-apis.md section 5, "Errors and limits"; the codes of
// the doc's Appendix A): errors arrive only inside the answer's `…ErrorList` / `…Errors` arrays (HTTP
// 200), items {ErrorCode, ErrorDescription}. A code we know gets a Romanian reason; any other shows
// GLS's own text. Unknown user / not authorised (14, 27, and the -1 "Unauthorized." some clients
// see) are our credentials: kind 'auth'.
import { CARRIER_MESSAGES, CarrierError } from '../../carrier-http.ts';
import type { GlsErrorInfo } from './wire.ts';

export const GLS = 'GLS';

export const GLS_ERROR_REASONS: Readonly<Record<number, string>> = {
  4: 'coletul nu există la GLS.',
  5: 'contul nu are acces la acest colet.',
  6: 'coletul a fost deja predat curierului sau anulat.',
  7: 'lipsesc datele coletului.',
  8: 'suma rambursului nu poate fi negativă.',
  9: 'numărul de colet nu există la GLS.',
  13: 'datele coletului nu au trecut validarea GLS.',
  15: 'contul nu are acces la acest colet.',
  18: 'eticheta coletului a fost deja generată.',
  21: 'nu există etichete de tipărit.',
  22: 'prea multe colete într-o singură anulare (cel mult 50).',
  23: 'numărul străzii nu poate fi 0.',
  28: 'asigurarea (INS) se poate cere doar pentru o expediție cu un singur colet.',
  29: 'numărul de colete trebuie să fie între 1 și 99.',
  30: 'notificarea SMS (FSS) cere și notificarea pe e-mail (FDS).',
  31: 'aceeași cerere a fost trimisă de 5 ori în ultimele 5 minute; reîncercați peste câteva minute.',
  32: 'referința comenzii (ClientReference) este obligatorie.',
  33: 'conținutul coletului este obligatoriu.',
  34: 'formatul de etichetă cerut nu este acceptat.',
  48: 'moneda rambursului nu este acceptată.',
};

const AUTH_CODES = new Set([-1, 14, 27]);
const INTERNAL_CODES = new Set([1000, 1001]);

export const errorsOf = (list: GlsErrorInfo[] | null | undefined): GlsErrorInfo[] => (Array.isArray(list) ? list.filter((e) => e && e.ErrorCode !== undefined) : []);

/** The CarrierError for a non-empty error list. */
export function glsError(errors: GlsErrorInfo[]): CarrierError {
  const carrierMessage = errors.map((e) => `${e.ErrorCode}: ${e.ErrorDescription ?? ''}`.trim()).join('; ');
  if (errors.some((e) => AUTH_CODES.has(e.ErrorCode))) return new CarrierError('auth', CARRIER_MESSAGES.auth(GLS), GLS, { carrierMessage });
  // 1000/1001: GLS failing inside, not a refusal of the request: worth trying again later.
  if (errors.every((e) => INTERNAL_CODES.has(e.ErrorCode))) return new CarrierError('unavailable', CARRIER_MESSAGES.unavailable(GLS), GLS, { carrierMessage });
  const reasons = [...new Set(errors.map((e) => GLS_ERROR_REASONS[e.ErrorCode] ?? `${e.ErrorDescription?.trim() || 'eroare necunoscută'} (cod ${e.ErrorCode}).`))];
  return new CarrierError('refused', CARRIER_MESSAGES.refused(GLS, reasons.join(' ')), GLS, { carrierMessage });
}
