// Billing (person or company with CUI) and payment (card fields, or the wallet for a signed-in
// customer) fieldsets of /checkout, with the card checks run before sending (Luhn, expiry, CVC).
import { Field } from '../../components/field.tsx';
import { fillOrder, roOrder } from '../../i18n/ro-order.ts';
import { TEXT_LIMITS as T } from '../../shared/field-limits.ts';
import type { CardInput } from './checkout-api.ts';
import { orderFieldId } from './contact-fieldset.tsx';
import type { BillingValues, OrderDraft } from './order-draft.ts';
import type { OrderErrors } from './order-validation.ts';
import { formatBani } from './price-breakdown.tsx';

const t = roOrder;

export const CHECKOUT_LABELS: Record<string, string> = {
  'billing.name': t.billingName,
  'billing.company': t.billingCompanyName,
  'billing.cui': t.cui,
  'billing.address': t.billingAddress,
  'card.number': t.cardNumber,
  'card.expiry': t.cardExpiry,
  'card.cvc': t.cardCvc,
  'card.holder': t.cardHolder,
};

export function luhn(number: string): boolean {
  const digits = number.replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export function validateCard(card: CardInput, now = new Date()): OrderErrors {
  const errors: OrderErrors = {};
  if (!luhn(card.number)) errors['card.number'] = 'Numărul cardului nu este valid.';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = match ? Number(match[1]) : 0;
  const year = match ? 2000 + Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) errors['card.expiry'] = 'Scrie data de forma LL/AA, de exemplu 08/28.';
  else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) errors['card.expiry'] = 'Cardul a expirat.';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors['card.cvc'] = 'CVC-ul are 3 sau 4 cifre.';
  if (card.holder.trim().length < 2) errors['card.holder'] = 'Scrie numele de pe card.';
  return errors;
}

export function BillingFieldset({ billing, errors, onChange }: { billing: BillingValues; errors: OrderErrors; onChange: (next: Partial<BillingValues>) => void }) {
  const field = (name: keyof BillingValues, label: string, extra: Record<string, unknown> = {}) => (
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
              <div key="cui">{field('cui', t.cui, { required: true, hint: t.cuiHint, limit: T.cui.max })}</div>,
              <div key="reg">{field('reg_com', t.regCom, { limit: T.regCom.max })}</div>,
            ]}
        {field('address', t.billingAddress, { required: true, autoComplete: 'street-address', limit: T.billingAddress.max })}
      </div>
    </fieldset>
  );
}

export interface PaymentFieldsetProps {
  signedIn: boolean;
  method: OrderDraft['payment'];
  balance: number | null;
  card: CardInput;
  errors: OrderErrors;
  onMethod: (method: OrderDraft['payment']) => void;
  onCard: (next: Partial<CardInput>) => void;
}

export function PaymentFieldset({ signedIn, method, balance, card, errors, onMethod, onCard }: PaymentFieldsetProps) {
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
      {method === 'card' ? <CardFields card={card} errors={errors} onCard={onCard} /> : null}
    </fieldset>
  );
}

/** The card's number, holder, expiry and CVC (never stored), with the test-card hint. */
export function CardFields({ card, errors, onCard }: { card: CardInput; errors: OrderErrors; onCard: (next: Partial<CardInput>) => void }) {
  const cardField = (name: keyof CardInput, label: string, extra: Record<string, unknown>) => (
    <Field id={orderFieldId(`card.${name}`)} label={label} required value={card[name]} error={errors[`card.${name}`]} onChange={(e) => onCard({ [name]: e.target.value })} {...extra} />
  );
  return (
    <>
      <p className="field__hint">{t.cardTestHint}</p>
      <div className="order-contact__grid">
        {cardField('number', t.cardNumber, { inputMode: 'numeric', autoComplete: 'cc-number' })}
        {cardField('holder', t.cardHolder, { autoComplete: 'cc-name' })}
        {cardField('expiry', t.cardExpiry, { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'LL/AA' })}
        {cardField('cvc', t.cardCvc, { inputMode: 'numeric', autoComplete: 'cc-csc' })}
      </div>
    </>
  );
}
