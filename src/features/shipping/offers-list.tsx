// The offers side by side: sortable by price or delivery date, the cheapest and the fastest
// marked (offer-badges.ts), each with its itemised price on demand (a native <details>) and a button
// that picks it; without any offer, why (no-offers.ts), with each carrier's reason open below.
// A simulated carrier's offers say so: one note above the list when all are, a badge on each when
// only some are.
import { useMemo, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { DemoNote } from '../../components/demo-note.tsx';
import { roDemo } from '../../i18n/ro-demo.ts';
import { formatIsoDay } from '../../lib/format.ts';
import { fillShipping, roShipping } from '../../i18n/ro-shipping.ts';
import type { Offer, PriceAnswer } from '../../shared/shipping.ts';
import type { OfferSort } from './calculator-form.ts';
import { formatBani, PriceBreakdown } from './price-breakdown.tsx';
import { useSimulatedCarriers } from '../../lib/use-simulated-carriers.ts';
import { offerBadges, offerKey } from './offer-badges.ts';
import { noOffersText, unavailableOffer } from './no-offers.ts';

const t = roShipping;
type SortKey = OfferSort;

function byPrice(a: Offer, b: Offer) {
  return a.breakdown.total_bani - b.breakdown.total_bani || a.estimated_delivery_date.localeCompare(b.estimated_delivery_date);
}

function byDate(a: Offer, b: Offer) {
  return a.estimated_delivery_date.localeCompare(b.estimated_delivery_date) || a.breakdown.total_bani - b.breakdown.total_bani;
}

export interface OffersListProps {
  answer: PriceAnswer;
  onChoose: (offer: Offer) => void;
  /** The order the offers first appear in (the page's intent: cheapest or fastest); the user can switch. */
  initialSort?: SortKey | undefined;
}

export function OffersList({ answer, onChoose, initialSort = 'price' }: OffersListProps) {
  const [sort, setSort] = useState<SortKey>(initialSort);
  const offers = useMemo(() => [...answer.data].sort(sort === 'price' ? byPrice : byDate), [answer, sort]);
  const badges = useMemo(() => offerBadges(answer.data), [answer]);
  const count = offers.length === 1 ? t.offersOne : fillShipping(t.offersCount, { n: offers.length });
  const { simulated } = useSimulatedCarriers();
  const demoCount = offers.filter((o) => simulated.has(o.carrier_id)).length;
  const allDemo = demoCount > 0 && demoCount === offers.length;

  return (
    <section className="offers" aria-labelledby="oferte-titlu">
      <div className="offers__head">
        <h3 id="oferte-titlu" tabIndex={-1}>
          {t.offersTitle} <span className="offers__count">({count})</span>
        </h3>
        {offers.length > 1 ? (
          <fieldset className="offers__sort">
            <legend>{t.sortBy}</legend>
            {(['price', 'date'] as const).map((key) => (
              <label key={key} className={sort === key ? 'offers__sort-option is-active' : 'offers__sort-option'}>
                <input type="radio" name="sortare-oferte" value={key} checked={sort === key} onChange={() => setSort(key)} />
                {key === 'price' ? t.sortPrice : t.sortDate}
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
      {offers.length === 0 ? <p className="offers__empty">{noOffersText(answer.unavailable)}</p> : null}
      {demoCount > 0 ? <DemoNote className="offers__demo">{allDemo ? roDemo.offersAll : roDemo.offersSome}</DemoNote> : null}
      <ul className="offers__list">
        {offers.map((offer) => {
          const demo = simulated.has(offer.carrier_id);
          const badge = badges.get(offerKey(offer));
          return (
            <li key={offerKey(offer)} className="offer">
              <div className="offer__main">
                <p className="offer__carrier">
                  <span className="offer__badge" aria-hidden="true">
                    {offer.carrier.slice(0, 1)}
                  </span>
                  {offer.carrier}
                </p>
                <p className="offer__service">{offer.service_name}</p>
                {demo && !allDemo ? <DemoNote className="offer__demo">{roDemo.offer}</DemoNote> : null}
                {badge?.cheapest || badge?.fastest ? (
                  <p className="offer__tags">
                    {badge.cheapest ? <span className="offer__tag">{t.cheapest}</span> : null}
                    {badge.fastest ? <span className="offer__tag offer__tag--fast">{t.fastest}</span> : null}
                  </p>
                ) : null}
              </div>
              <dl className="offer__facts">
                <div>
                  <dt>{t.pickup}</dt>
                  <dd>{formatIsoDay(offer.estimated_pickup_date)}</dd>
                </div>
                <div>
                  <dt>{t.delivery}</dt>
                  <dd>{formatIsoDay(offer.estimated_delivery_date)}</dd>
                </div>
              </dl>
              <div className="offer__price">
                <p className="offer__total">{formatBani(offer.breakdown.total_bani)}</p>
                <p className="offer__vat">{t.totalVat}</p>
                <Button
                  className="offer__choose"
                  aria-label={fillShipping(t.chooseLabel, { carrier: offer.carrier, service: offer.service_name, price: formatBani(offer.breakdown.total_bani) }) + (demo ? roDemo.chooseSuffix : '')}
                  onClick={() => onChoose(offer)}
                >
                  {t.choose}
                </Button>
              </div>
              <PriceBreakdown breakdown={offer.breakdown} />
            </li>
          );
        })}
      </ul>
      {answer.unavailable.length > 0 ? (
        <details className="offers__unavailable" open={offers.length === 0}>
          <summary>{t.unavailableTitle}</summary>
          <ul>
            {answer.unavailable.map((u) => (
              <li key={`${u.carrier_id}-${u.service_id}`}>
                {unavailableOffer(u) ? <strong>{unavailableOffer(u)}: </strong> : null}
                <span>{u.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
