// The itemised price of an offer on demand (a native <details>): each line, the net total, the
// VAT and the total, in RON formatted the Romanian way.
import { formatRon } from '../../lib/format.ts';
import { fillShipping, roShipping } from '../../i18n/ro-shipping.ts';
import type { Offer } from '../../shared/shipping.ts';

const t = roShipping;
export const formatBani = (amount: number) => formatRon(amount / 100);

export function PriceBreakdown({ breakdown }: { breakdown: Offer['breakdown'] }) {
  return (
    <details className="offer__details">
      <summary>{t.breakdown}</summary>
      <table className="offer__breakdown">
        <tbody>
          {breakdown.lines.map((line) => (
            <tr key={line.code}>
              <th scope="row">{line.label}</th>
              <td>{formatBani(line.amount)}</td>
            </tr>
          ))}
          <tr className="offer__breakdown-sum">
            <th scope="row">{t.net}</th>
            <td>{formatBani(breakdown.net_bani)}</td>
          </tr>
          <tr>
            <th scope="row">{fillShipping(t.vat, { rate: breakdown.vat_rate })}</th>
            <td>{formatBani(breakdown.vat_bani)}</td>
          </tr>
          <tr className="offer__breakdown-total">
            <th scope="row">{t.total}</th>
            <td>{formatBani(breakdown.total_bani)}</td>
          </tr>
        </tbody>
      </table>
    </details>
  );
}
