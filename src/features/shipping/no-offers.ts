// Why a quote has no offer, said from the server's reasons (answer.unavailable): the engine checks a
// carrier's service, then its lockers, and only then the options asked for, so an offer refused for
// an option is one the shipment would get without it. When some offer was refused only for an
// option, the options are what leaves the list empty: they are named, and dropping them is the
// advice. Otherwise each carrier's own reason is listed under the message.
import { fillShipping, roShipping } from '../../i18n/ro-shipping.ts';
import { CARRIERS } from '../../shared/carriers.ts';
import { SERVICES, type PriceAnswer } from '../../shared/shipping.ts';

const t = roShipping;

type Unavailable = PriceAnswer['unavailable'][number];

// The engine's two option refusals (server/services/pricing/messages.ts): "Curierul nu oferă
// opțiunea „X”." and "Opțiunea „X” nu este disponibilă pentru acest serviciu."
const OPTION_REFUSAL = /^(?:Curierul nu oferă opțiunea „([^”]+)”\.|Opțiunea „([^”]+)” nu este disponibilă pentru acest serviciu\.)$/;

/** The option named by an option refusal, else null. */
export function refusedOption(reason: string): string | null {
  const match = OPTION_REFUSAL.exec(reason);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The message shown instead of the offers when there is none. */
export function noOffersText(unavailable: readonly Unavailable[]): string {
  if (unavailable.length === 0) return t.offersNone;
  const options = [...new Set(unavailable.map((u) => refusedOption(u.reason)).filter((o): o is string => o !== null))];
  if (options.length === 1) return fillShipping(t.offersNoneOption, { option: options[0]! });
  if (options.length > 1) return fillShipping(t.offersNoneOptions, { options: options.map((o) => `„${o}”`).join(', ') });
  return t.offersNoneReasons;
}

/** Whose offer is unavailable: "DPD, Domiciliu - locker" (empty for ids the app does not know). */
export function unavailableOffer(u: Unavailable): string {
  const carrier = CARRIERS.find((c) => c.id === u.carrier_id)?.name;
  const service = SERVICES.find((s) => s.id === u.service_id)?.name;
  return [carrier, service].filter(Boolean).join(', ');
}
