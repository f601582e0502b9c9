// Step 2 of a return, "Retrage-te din contract" (the label the law asks for): the order found,
// what is returned and why, optional photos, the drop-off method and carrier the shop accepts, the
// contact, and for a cash-on-delivery order the IBAN the refund goes to. Submitting asks the server
// for the statement in words (nothing is filed yet: that is the next step, "Confirm retragerea").
import type { FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { Field } from '../../components/field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';
import { formatDate } from '../../lib/format.ts';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { HoneypotField } from '../../components/honeypot-field.tsx';
import { ReturnContactFields } from './return-contact-fields.tsx';
import { cashOnDelivery, checkPhotos, checkValues, fieldId, statementBody, type ChosenOrder, type ReturnValues } from './return-form-state.ts';
import { ReturnItemsFields, ReturnPhotosField } from './return-items-fields.tsx';
import { makeStatement, type ReturnShopPage, type WithdrawalStatement } from './return-portal-api.ts';
import { useStepForm } from './use-step-form.ts';

const t = roReturnPortal.details;

function labelOf(key: string): string {
  const item = /^items\.(\d+)\.(\w+)$/.exec(key);
  if (item) return `${t.item(Number(item[1]) + 1)}, ${{ name: t.itemName, quantity: t.quantity, reason: t.reason }[item[2] as 'name'] ?? item[2]}`;
  const labels: Record<string, string> = {
    order: roReturnPortal.confirm.order,
    items: t.itemsTitle,
    photos: t.photos,
    drop_off_method: t.dropOff,
    carrier_id: t.carrier,
    iban: t.iban,
    'contact.name': t.name,
    'contact.email': t.email,
    'contact.phone': t.phone,
    'contact.street': t.street,
    'contact.locality_name': t.locality,
    'contact.county_name': t.county,
    'contact.postal_code': t.postalCode,
  };
  return labels[key] ?? key;
}
/** Errors about the order itself (window over, a return already open) point at its summary. */
const fieldOf = (key: string) => (key === 'order' || key.startsWith('order.') ? 'retur-order' : fieldId(key));

interface Props {
  shop: ReturnShopPage;
  order: ChosenOrder;
  values: ReturnValues;
  onChange: (values: ReturnValues) => void;
  onStated: (statement: WithdrawalStatement) => void;
  onBack: () => void;
  /** When the return's page was opened (the server refuses a statement sent faster than a person fills it). */
  startedAt: number;
}

export function ReturnDetailsForm({ shop, order, values, onChange, onStated, onBack, startedAt }: Props) {
  const form = useStepForm('retur-retragere-erori', labelOf, fieldOf);
  const cod = cashOnDelivery(order);
  const reference = order.found?.order_reference ?? order.external?.reference ?? '';
  const deadline = order.found?.deadline;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = checkValues(values, cod);
    const photoError = checkPhotos(values.photos, { type: t.photoType, size: t.photoSize, count: t.photoCount });
    if (photoError) errors.photos = [photoError];
    // The trap's content goes to the server as typed: a bot that fills every field is caught there.
    const trap = event.currentTarget instanceof HTMLFormElement ? event.currentTarget.elements.namedItem('website') : null;
    const website = trap instanceof HTMLInputElement ? trap.value : '';
    void form.run(errors, async () =>
      onStated(await makeStatement(shop.slug, { ...statementBody(values, order, cod), website, started_at: startedAt, sent_at: Date.now() })),
    );
  };

  return (
    <form className="return-step" noValidate onSubmit={submit} aria-labelledby="retur-pas-retragere">
      <h2 id="retur-pas-retragere" className="return-portal__subtitle" tabIndex={-1}>
        {t.title}
      </h2>
      <p className="return-portal__muted">{t.lead}</p>
      <ErrorSummary title={roReturnPortal.errors.summaryTitle} {...form.summary} />
      <HoneypotField id="retur-website" />
      <div id="retur-order" className="return-step__order" tabIndex={-1}>
        <p className="return-step__order-name">{t.order(reference)}</p>
        {deadline ? <p className="return-portal__muted">{roReturnPortal.find.deadline(formatDate(deadline))}</p> : null}
        {form.error('order') ? <p className="field__error">{form.error('order')}</p> : null}
        <Button variant="ghost" onClick={onBack}>
          {t.back}
        </Button>
      </div>
      <ReturnItemsFields items={values.items} reasons={shop.reasons} error={form.error} onChange={(items) => onChange({ ...values, items })} />
      <ReturnPhotosField photos={values.photos} error={form.error('photos')} onChange={(photos) => onChange({ ...values, photos })} />
      <ChoiceGroup
        id={fieldId('drop_off_method')}
        type="radio"
        name="drop_off_method"
        legend={t.dropOff}
        required
        options={shop.drop_off_methods.map((m) => ({ value: m, label: t.dropOffs[m] }))}
        selected={[values.drop_off_method]}
        error={form.error('drop_off_method')}
        onToggle={(value) => onChange({ ...values, drop_off_method: value as ReturnValues['drop_off_method'] })}
      />
      <SelectField
        id={fieldId('carrier_id')}
        label={t.carrier}
        required
        options={[{ value: '', label: '—' }, ...shop.carriers.map((c) => ({ value: String(c.id), label: c.name }))]}
        value={values.carrier_id}
        error={form.error('carrier_id')}
        onChange={(e) => onChange({ ...values, carrier_id: e.currentTarget.value })}
      />
      <ReturnContactFields contact={values.contact} error={form.error} onChange={(contact) => onChange({ ...values, contact })} />
      {cod ? (
        <Field id={fieldId('iban')} label={t.iban} hint={t.ibanHint} required value={values.iban} limit={34} formatted autoComplete="off" error={form.error('iban')} onChange={(e) => onChange({ ...values, iban: e.currentTarget.value })} />
      ) : null}
      <Button type="submit" size="lg" busy={form.busy}>
        {form.busy ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
