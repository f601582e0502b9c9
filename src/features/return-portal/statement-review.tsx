// Step 3 of a return, "Confirm retragerea": the statement as the server worded it (order, items,
// reasons, contact, drop-off method, the refund IBAN) and the separate confirmation the law asks
// for. Only confirming files the request; going back keeps everything typed.
import { Button } from '../../components/button.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';
import { formatRomanianMoment } from '../../lib/format.ts';
import { confirmStatement, type FiledReturn, type ReturnShopPage, type WithdrawalStatement } from './return-portal-api.ts';
import { useStepForm } from './use-step-form.ts';

const t = roReturnPortal.confirm;

interface Props {
  shop: ReturnShopPage;
  statement: WithdrawalStatement;
  onConfirmed: (filed: FiledReturn) => void;
  onEdit: () => void;
}

export function StatementReview({ shop, statement, onConfirmed, onEdit }: Props) {
  const form = useStepForm('retur-confirmare-erori', () => t.statementTitle, () => 'retur-declaratie');
  const carrier = shop.carriers.find((c) => c.id === statement.carrier_id)?.name;
  const confirm = () => void form.run({}, async () => onConfirmed(await confirmStatement(shop.slug, statement.statement_token)));
  return (
    <section className="return-step" aria-labelledby="retur-pas-confirmare">
      <h2 id="retur-pas-confirmare" className="return-portal__subtitle" tabIndex={-1}>
        {t.title}
      </h2>
      <p>{t.lead}</p>
      <ErrorSummary title={roReturnPortal.errors.summaryTitle} {...form.summary} />
      <figure className="return-statement" id="retur-declaratie" tabIndex={-1}>
        <figcaption className="return-portal__legend">{t.statementTitle}</figcaption>
        <blockquote className="return-statement__text">{statement.text}</blockquote>
      </figure>
      <h3 className="return-portal__legend">{t.summaryTitle}</h3>
      <dl className="return-facts">
        <dt>{t.shop}</dt>
        <dd>{statement.shop}</dd>
        <dt>{t.order}</dt>
        <dd>{statement.order_reference}</dd>
        <dt>{t.items}</dt>
        <dd>
          <ul className="return-facts__items">
            {statement.items.map((item, i) => (
              <li key={i}>{`${item.quantity} × ${item.name} (${item.reason})`}</li>
            ))}
          </ul>
        </dd>
        <dt>{t.dropOff}</dt>
        <dd>{[roReturnPortal.details.dropOffs[statement.drop_off_method], carrier].filter(Boolean).join(', ')}</dd>
        <dt>{t.contact}</dt>
        <dd>{[statement.contact.name, statement.contact.email, statement.contact.phone].join(', ')}</dd>
        {statement.refund_iban ? (
          <>
            <dt>{t.iban}</dt>
            <dd className="return-facts__mono">{statement.refund_iban}</dd>
          </>
        ) : null}
      </dl>
      <p className="return-portal__muted">{t.validUntil(formatRomanianMoment(statement.expires_at))}</p>
      <div className="return-step__actions">
        <Button size="lg" busy={form.busy} onClick={confirm}>
          {form.busy ? t.submitting : t.submit}
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          {t.edit}
        </Button>
      </div>
    </section>
  );
}
