// AWB numbers as people type them: normalised (trimmed, upper case, spaces removed) and checked
// against the one rule carriers let us rely on (domain.md: 6-20 letters and digits; their formats
// are not published). A list is checked whole, with one Romanian message per bad item, keyed like
// the rest of the API's 422s (`awb_list.3`), and answered once per distinct AWB in request order.
import type { FieldErrors } from '../failure.ts';

/** At most this many AWBs in one tracking request (domain.md). */
export const MAX_AWBS_PER_REQUEST = 200;

const AWB_PATTERN = /^[A-Z0-9]{6,20}$/;

export function normaliseAwb(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function isValidAwb(awb: string): boolean {
  return AWB_PATTERN.test(awb);
}

export const AWB_MESSAGES = {
  empty: 'Trimite cel puțin un AWB.',
  tooMany: `Poți urmări cel mult ${MAX_AWBS_PER_REQUEST} de AWB-uri într-o cerere.`,
  invalid: 'AWB-ul trebuie să aibă între 6 și 20 de litere și cifre.',
} as const;

export type AwbList = { ok: true; awbs: string[] } | { ok: false; errors: FieldErrors };

/** The distinct normalised AWBs of `list`, in order, or the errors of `field` and its items. */
export function parseAwbList(list: readonly string[], field = 'awb_list'): AwbList {
  if (list.length === 0) return { ok: false, errors: { [field]: [AWB_MESSAGES.empty] } };
  if (list.length > MAX_AWBS_PER_REQUEST) return { ok: false, errors: { [field]: [AWB_MESSAGES.tooMany] } };
  const errors: FieldErrors = {};
  const awbs = new Set<string>();
  list.forEach((raw, index) => {
    const awb = normaliseAwb(raw);
    if (isValidAwb(awb)) awbs.add(awb);
    else errors[`${field}.${index}`] = [AWB_MESSAGES.invalid];
  });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, awbs: [...awbs] };
}
