// Step 3 of the order pipeline: the price again, with the pricing engine (priceOffer), so the charged
// total is exactly its total. The engine's field errors join the order's own (one 422 names every
// problem); an `expected_total_bani` that differs from the price now answers 409 price_changed with
// the new offer, and nothing is written.
import type { Offer } from '../../../src/shared/shipping.ts';
import { Failure, validationFailure, type FieldErrors } from '../failure.ts';
import { formatRon } from '../payments/index.ts';
import type { CommerceContext } from './context.ts';
import { askCarriers, type QuotingNetwork } from '../pricing/index.ts';
import { priceRequestOf, type OrderRequest } from './order-input.ts';
import { ORDER_FIELD, type Checked } from './order-validation.ts';

export interface Priced {
  request: OrderRequest;
  offer: Offer;
  now: Date;
}

function merge(into: FieldErrors, more: FieldErrors): void {
  for (const [field, messages] of Object.entries(more)) {
    const list = (into[field] ??= []);
    for (const m of messages) if (!list.includes(m)) list.push(m);
  }
}

function priceChanged(offer: Offer): Failure {
  const message = `Prețul s-a schimbat între timp: noul total este ${formatRon(offer.breakdown.total_bani)}. Verifică oferta și trimite din nou comanda.`;
  return new Failure(409, 'price_changed', message, { data: { offer } });
}

/** The chosen pickup day as the engine takes it; anything but a string is a day no carrier offers. */
const pickupDateOf = (value: unknown): string | undefined => (value === undefined || value === null || value === '' ? undefined : String(value).trim());

/** What pricing reads of the context (a batch thread builds its own: services/batches/check-tasks.ts). */
export type PricingContext = Pick<CommerceContext, 'pricing' | 'resolver'> & { carriers: QuotingNetwork };

export async function priceOrder(ctx: PricingContext, { request, errors, now }: Checked): Promise<Priced> {
  const { body } = request;
  let offer: Offer | null = null;
  try {
    offer = await ctx.pricing.priceOffer(priceRequestOf(body), body.carrier_id, body.service_id, now, (shipment) =>
      askCarriers(ctx.carriers, shipment, body.carrier_id, body.service_id, { testMode: request.testMode }),
      pickupDateOf(body.pickup_date),
    );
  } catch (error) {
    if (!(error instanceof Failure) || error.status !== 422) throw error;
    if (error.reason !== 'validation_failed' && !Object.keys(errors).length) throw error;
    merge(errors, error.details.errors ?? {});
  }
  // The billing address's locality, when given, must be one we know (its names go on the invoice).
  const billingLocality = body.billing?.locality_id;
  if (typeof billingLocality === 'number' && !errors['billing.locality_id'] && !(await ctx.resolver.findLocality({ locality_id: billingLocality }))) {
    merge(errors, { 'billing.locality_id': [ORDER_FIELD.billingLocalityUnknown] });
  }
  if (!offer || Object.keys(errors).length) throw validationFailure(errors);
  if (body.expected_total_bani !== undefined && body.expected_total_bani !== offer.breakdown.total_bani) throw priceChanged(offer);
  return { request, offer, now };
}
