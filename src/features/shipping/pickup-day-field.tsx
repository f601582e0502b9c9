// The pickup day of an order (/comanda): one of the carrier's next working days the offer lists
// (`pickup_dates`: weekends and Romanian public holidays skipped by the server's calendar), the first
// chosen until the user picks another. An offer without the list (a draft saved before it) shows none.
import { fillOrder, roOrder } from '../../i18n/ro-order.ts';
import { formatWeekdayDay } from '../../lib/format.ts';
import type { Offer } from '../../shared/shipping.ts';

const t = roOrder;

export interface PickupDayFieldProps {
  offer: Offer;
  value: string | null | undefined;
  onChange: (day: string) => void;
}

export function PickupDayField({ offer, value, onChange }: PickupDayFieldProps) {
  const days = offer.pickup_dates ?? [];
  if (days.length < 2) return null;
  const current = value && days.includes(value) ? value : days[0];
  return (
    <fieldset className="order-contact pickup-day" aria-describedby="ziua-ridicarii-hint">
      <legend>{t.pickupDayLegend}</legend>
      <p className="field__hint" id="ziua-ridicarii-hint">
        {fillOrder(t.pickupDayHint, { carrier: offer.carrier })}
      </p>
      <div className="calc-kind pickup-day__options">
        {days.map((day, i) => (
          <label key={day} className={current === day ? 'calc-kind__option is-active' : 'calc-kind__option'}>
            <input type="radio" name="ziua-ridicarii" value={day} checked={current === day} onChange={() => onChange(day)} />
            {i === 0 ? fillOrder(t.pickupDayFirst, { day: formatWeekdayDay(day) }) : formatWeekdayDay(day)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
