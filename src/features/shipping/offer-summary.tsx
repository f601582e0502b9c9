// The offer an order is built on: carrier, service, the two localities, dates and the total with
// its itemised price; "Schimbă oferta" goes back to the calculator (the typed details stay). A
// simulated carrier's offer says so.
import { Button } from '../../components/button.tsx';
import { DemoNote } from '../../components/demo-note.tsx';
import { roDemo } from '../../i18n/ro-demo.ts';
import { formatIsoDay } from '../../lib/format.ts';
import { roOrder } from '../../i18n/ro-order.ts';
import { roShipping } from '../../i18n/ro-shipping.ts';
import type { ChosenOffer } from './order-draft.ts';
import { formatBani, PriceBreakdown } from './price-breakdown.tsx';
import { useSimulatedCarriers } from '../../lib/use-simulated-carriers.ts';

/** `pickupDate`: the pickup day chosen at /comanda (a later one moves the delivery estimate, which the confirmation gives). */
export function OfferSummary({ chosen, onChange, pickupDate }: { chosen: ChosenOffer; onChange?: () => void; pickupDate?: string | null }) {
  const { offer, from, to } = chosen;
  const later = Boolean(pickupDate && pickupDate !== offer.estimated_pickup_date && offer.pickup_dates?.includes(pickupDate));
  const demo = useSimulatedCarriers().simulated.has(offer.carrier_id);
  return (
    <section className="offer-summary" aria-labelledby="oferta-aleasa">
      <div className="offer-summary__head">
        <h2 id="oferta-aleasa">{roOrder.offerTitle}</h2>
        {onChange ? (
          <Button variant="ghost" onClick={onChange}>
            {roOrder.changeOffer}
          </Button>
        ) : null}
      </div>
      <p className="offer-summary__carrier">
        <strong>{offer.carrier}</strong> · {offer.service_name}
      </p>
      {demo ? <DemoNote>{roDemo.offer}</DemoNote> : null}
      <p>
        {from?.name ?? ''} → {to?.name ?? ''}
      </p>
      <dl className="offer-summary__facts">
        <div>
          <dt>{roShipping.pickup}</dt>
          <dd>{formatIsoDay(later ? pickupDate! : offer.estimated_pickup_date)}</dd>
        </div>
        <div>
          <dt>{roShipping.delivery}</dt>
          <dd>{later ? roOrder.deliveryAfterPickup : formatIsoDay(offer.estimated_delivery_date)}</dd>
        </div>
        <div>
          <dt>{roShipping.total}</dt>
          <dd className="offer-summary__total">{formatBani(offer.breakdown.total_bani)}</dd>
        </div>
      </dl>
      <PriceBreakdown breakdown={offer.breakdown} />
    </section>
  );
}
