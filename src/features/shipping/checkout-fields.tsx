// Billing (person or company with CUI) and payment (the card, paid on the processor's hosted page,
// or the wallet for a signed-in customer) fieldsets of /checkout. No card field here: the card is
// typed only on the processor's page.
import { Field } from '../../components/field.tsx';
import { fillOrder, roOrder } from '../../i18n/ro-order.ts';
import { TEXT_LIMITS as T } from '../../shared/field-limits.ts';
import { orderFieldId } from './contact-fieldset.tsx';
import { LocalityCombobox } from './locality-combobox.tsx';
import type { BillingValues, OrderDraft } from './order-draft.ts';
import type { OrderErrors } from './order-validation.ts';
import { formatBani } from './price-breakdown.tsx';

const t = roOrder;

export const CHECKOUT_LABELS: Record<string, string> = {
  'billing.name': t.billingName,
  'billing.company': t.billingCompanyName,
  'billing.cui': t.cui,
  'billing.address': t.billingAddress,
  'billing.locality': t.billingLocality,
};

export function BillingFieldset({ billing, errors, onChange }: { billing: BillingValues; errors: OrderErrors; onChange: (next: Partial<BillingValues>) => void }) {
  const field = (name: Exclude<keyof BillingValues, 'locality'>, label: string, extra: Record<string, unknown> = {}) => (
    <Field id={orderFieldId(`billing.${name}`)} label={label} value={billing[name]} error={errors[`billing.${name}`]} onChange={(e) => onChange({ [name]: e.target.value })} {...extra} />
  );
  return (
    <fieldset className="order-contact">
      <legend>{t.billing}</legend>
      <div className="calc-kind">
        {(['person', 'company'] as const).map((kind) => (
          <label key={kind} className={billing.kind === kind ? 'calc-kind__option is-active' : 'calc-kind__option'}>
            <input type="radio" name="tip-facturare" checked={billing.kind === kind} onChange={() => onChange({ kind })} />
            {kind === 'person' ? t.billingPerson : t.billingCompany}
          </label>
        ))}
      </div>
      <div className="order-contact__grid">
        {billing.kind === 'person'
          ? field('name', t.billingName, { required: true, autoComplete: 'name', limit: T.name.max })
          : [
              <div key="company">{field('company', t.billingCompanyName, { required: true, autoComplete: 'organization', limit: T.company.max })}</div>,
              <div key="cui">{field('cui', t.cui, { required: true, hint: t.cuiHint, limit: T.cui.max, formatted: true })}</div>,
              <div key="reg">{field('reg_com', t.regCom, { limit: T.regCom.max })}</div>,
            ]}
        {field('address', t.billingAddress, { required: true, autoComplete: 'street-address', limit: T.billingAddress.max })}
        <LocalityCombobox
          id={orderFieldId('billing.locality')}
          label={billing.kind === 'company' ? t.billingLocality : t.billingLocalityOptional}
          required={billing.kind === 'company'}
          value={billing.locality ?? null}
          error={errors['billing.locality']}
          onChange={(locality) => onChange({ locality })}
        />
      </div>
    </fieldset>
  );
}

export interface PaymentFieldsetProps {
  signedIn: boolean;
  method: OrderDraft['payment'];
  balance: number | null;
  /** The local test processor takes the payments: say so, with its test cards. */
  testGateway: boolean;
  onMethod: (method: OrderDraft['payment']) => void;
}

export function PaymentFieldset({ signedIn, method, balance, testGateway, onMethod }: PaymentFieldsetProps) {
  return (
    <fieldset className="order-contact">
      <legend>{t.payment}</legend>
      <div className="calc-kind">
        <label className={method === 'card' ? 'calc-kind__option is-active' : 'calc-kind__option'}>
          <input type="radio" name="metoda-plata" checked={method === 'card'} onChange={() => onMethod('card')} />
          {t.payCard}
        </label>
        <label className={method === 'wallet' ? 'calc-kind__option is-active' : 'calc-kind__option'}>
          <input type="radio" name="metoda-plata" disabled={!signedIn} checked={method === 'wallet'} onChange={() => onMethod('wallet')} />
          {t.payWallet}
        </label>
      </div>
      {!signedIn ? <p className="field__hint">{t.walletLogin}</p> : null}
      {signedIn && method === 'wallet' && balance !== null ? <p>{fillOrder(t.walletBalance, { amount: formatBani(balance) })}</p> : null}
      {method === 'card' ? <HostedCardNote testGateway={testGateway} /> : null}
    </fieldset>
  );
}

/** Where the card is typed (the processor's page), and the test cards only with the test processor. */
export function HostedCardNote({ testGateway }: { testGateway: boolean }) {
  return (
    <div className="hosted-card-note">
      <p className="field__hint">{t.cardHosted}</p>
      {testGateway ? <p className="field__hint">{t.cardTestHint}</p> : null}
    </div>
  );
}
