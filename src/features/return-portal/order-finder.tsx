// Step 1 of a return: finding the order. Through Curiero by its AWB, or by the shop's order number
// plus the e-mail, phone or postal code it was sent to (the server answers the same for an order
// that does not exist and for wrong data); or, when the shop takes them, an order typed in (its
// number, the day it arrived, whether it was paid on delivery).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { Field } from '../../components/field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';
import type { FieldErrors } from '../../lib/http.ts';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { CLIENT_MESSAGES, type ChosenOrder } from './return-form-state.ts';
import { lookupOrder, type OrderLookup, type ReturnShopPage } from './return-portal-api.ts';
import { useStepForm } from './use-step-form.ts';

const t = roReturnPortal.find;
type Mode = 'awb' | 'reference' | 'external';
type Proof = 'email' | 'phone' | 'postal_code';
const PROOFS: Proof[] = ['email', 'phone', 'postal_code'];

const LABELS: Record<string, string> = { awb: t.awb, reference: t.reference, email: t.proofValue.email, phone: t.proofValue.phone, postal_code: t.proofValue.postal_code, 'order.reference': t.reference, 'order.delivered_on': t.deliveredOn };
/** The lookup's proof fields are one input on screen. */
const fieldOf = (key: string) => (PROOFS.includes(key as Proof) ? 'retur-proof-value' : key === 'order.reference' ? 'retur-reference' : key === 'order.delivered_on' ? 'retur-delivered-on' : `retur-${key}`);

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());

export function OrderFinder({ shop, onFound }: { shop: ReturnShopPage; onFound: (order: ChosenOrder) => void }) {
  const [mode, setMode] = useState<Mode>('awb');
  const [awb, setAwb] = useState('');
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<Proof>('email');
  const [proofValue, setProofValue] = useState('');
  const [deliveredOn, setDeliveredOn] = useState('');
  const [cod, setCod] = useState(false);
  const form = useStepForm('retur-comanda-erori', (key) => LABELS[key] ?? key, fieldOf);

  const modes = (['awb', 'reference', ...(shop.accept_external_orders ? ['external'] : [])] as Mode[]).map((value) => ({ value, label: t.modes[value] }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (mode === 'awb' && !awb.trim()) errors.awb = [CLIENT_MESSAGES.required];
    if (mode !== 'awb' && [...reference.trim()].length < 2) errors[mode === 'external' ? 'order.reference' : 'reference'] = [CLIENT_MESSAGES.required];
    if (mode === 'reference' && !proofValue.trim()) errors[proof] = [CLIENT_MESSAGES.required];
    if (mode === 'external' && (!deliveredOn || deliveredOn > today())) errors['order.delivered_on'] = ['Scrie data la care ai primit comanda (nu în viitor).'];
    void form.run(errors, async () => {
      if (mode === 'external') return onFound({ lookup: null, found: null, external: { reference: reference.trim(), delivered_on: deliveredOn, cash_on_delivery: cod } });
      const lookup: OrderLookup = mode === 'awb' ? { awb: awb.trim() } : { reference: reference.trim(), [proof]: proofValue.trim() };
      onFound({ lookup, found: await lookupOrder(shop.slug, lookup), external: null });
    });
  };

  return (
    <form className="return-step" noValidate onSubmit={submit} aria-labelledby="retur-pas-comanda">
      <h2 id="retur-pas-comanda" className="return-portal__subtitle" tabIndex={-1}>
        {t.title}
      </h2>
      <p className="return-portal__muted">{t.lead}</p>
      <ErrorSummary title={roReturnPortal.errors.summaryTitle} {...form.summary} />
      <ChoiceGroup id="retur-mod" type="radio" name="mod" legend={t.modeLegend} options={modes} selected={[mode]} onToggle={(value) => setMode(value as Mode)} />
      {mode === 'awb' ? (
        <Field id="retur-awb" label={t.awb} hint={t.awbHint} required value={awb} limit={40} formatted autoComplete="off" error={form.error('awb')} onChange={(e) => setAwb(e.currentTarget.value)} />
      ) : (
        <Field id="retur-reference" label={t.reference} required value={reference} limit={100} error={form.error('reference') ?? form.error('order.reference')} onChange={(e) => setReference(e.currentTarget.value)} />
      )}
      {mode === 'reference' ? (
        <div className="return-step__pair">
          <SelectField id="retur-proof" label={t.proofLabel} value={proof} options={PROOFS.map((p) => ({ value: p, label: t.proofs[p] }))} onChange={(e) => setProof(e.currentTarget.value as Proof)} />
          <Field
            id="retur-proof-value"
            label={t.proofValue[proof]}
            required
            type={proof === 'email' ? 'email' : proof === 'phone' ? 'tel' : 'text'}
            inputMode={proof === 'postal_code' ? 'numeric' : undefined}
            value={proofValue}
            error={form.error(proof)}
            onChange={(e) => setProofValue(e.currentTarget.value)}
          />
        </div>
      ) : null}
      {mode === 'external' ? (
        <>
          <Field id="retur-delivered-on" type="date" label={t.deliveredOn} required max={today()} value={deliveredOn} error={form.error('order.delivered_on')} onChange={(e) => setDeliveredOn(e.currentTarget.value)} />
          <CheckboxField id="retur-cod" label={t.cashOnDelivery} checked={cod} onChange={(e) => setCod(e.currentTarget.checked)} />
        </>
      ) : null}
      <Button type="submit" size="lg" busy={form.busy}>
        {form.busy ? t.submitting : mode === 'external' ? t.continue : t.submit}
      </Button>
    </form>
  );
}
