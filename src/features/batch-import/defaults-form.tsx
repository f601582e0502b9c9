// The batch's defaults: the sender (a shipping address of the address book), a carrier and service
// or the cheapest offer per row, the parcel for rows without one, the content, the options and the
// IBAN cash on delivery is paid to.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { Field } from '../../components/field.tsx';
import { Notice } from '../../components/notice.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { roShipping } from '../../i18n/ro-shipping.ts';
import type { BatchDefaults } from '../../shared/batch-import.ts';
import { CARRIERS } from '../../shared/carriers.ts';
import { BOOLEAN_OPTIONS, SERVICES } from '../../shared/shipping.ts';
import type { ShippingAddress } from '../../shared/api/private-answers.ts';
import { parseDecimal } from './map-rows.ts';
import { screenText } from './screen-copy.ts';

const t = screenText.defaults;

export interface DefaultsDraft {
  sender: string;
  /** 'cheapest' or "carrierId:serviceId". */
  carrier: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  content: string;
  options: Record<string, boolean>;
  iban: string;
}

export const INITIAL_DEFAULTS: DefaultsDraft = {
  sender: '',
  carrier: 'cheapest',
  weight: '1',
  length: '20',
  width: '15',
  height: '10',
  content: 'Colet',
  options: {},
  iban: '',
};

/** The draft as the contract's defaults, or null while the sender is not chosen. */
export function toDefaults(draft: DefaultsDraft): BatchDefaults | null {
  const sender = Number(draft.sender);
  if (!Number.isInteger(sender) || sender <= 0) return null;
  const [carrierId = 0, serviceId = 0] = draft.carrier.split(':').map(Number);
  return {
    sender_address_id: sender,
    carrier: draft.carrier === 'cheapest' ? 'cheapest' : { carrier_id: carrierId, service_id: serviceId },
    parcel: {
      weight_kg: parseDecimal(draft.weight) ?? 0,
      length_cm: parseDecimal(draft.length) ?? 0,
      width_cm: parseDecimal(draft.width) ?? 0,
      height_cm: parseDecimal(draft.height) ?? 0,
    },
    content: draft.content.trim(),
    options: Object.fromEntries(BOOLEAN_OPTIONS.map((o) => [o, Boolean(draft.options[o])])),
    ...(draft.iban.trim() ? { cod_iban: draft.iban.replace(/\s/g, '').toUpperCase() } : {}),
  };
}

const CARRIER_CHOICES = [
  { value: 'cheapest', label: t.cheapest },
  ...CARRIERS.flatMap((c) => SERVICES.filter((s) => s.from === 'home').map((s) => ({ value: `${c.id}:${s.id}`, label: `${c.name}: ${s.name}` }))),
];

export interface DefaultsFormProps {
  draft: DefaultsDraft;
  senders: readonly ShippingAddress[] | null;
  /** Errors of the defaults from the server (field: 'defaults.sender_address_id' ...). */
  errors: Record<string, string | undefined>;
  onChange: (next: DefaultsDraft) => void;
}

export function DefaultsForm({ draft, senders, errors, onChange }: DefaultsFormProps) {
  const titleId = useId();
  const set = (patch: Partial<DefaultsDraft>) => onChange({ ...draft, ...patch });
  return (
    <section className="batch-import__defaults" aria-labelledby={titleId}>
      <h3 id={titleId}>{t.title}</h3>
      <p className="batch-import__lead">{t.lead}</p>
      {senders && senders.length === 0 ? (
        <Notice tone="warning" action={<Link to="/dashboard/adrese">{t.toAddressBook}</Link>}>
          <p>{t.noSender}</p>
        </Notice>
      ) : (
        <SelectField
          label={t.sender}
          hint={t.senderHint}
          required
          value={draft.sender}
          error={errors['defaults.sender_address_id']}
          options={(senders ?? []).map((a) => ({
            value: String(a.id),
            label: `${a.company || a.contact}, ${a.street_name} ${a.street_no}, ${a.locality_name}`,
          }))}
          onChange={(event) => set({ sender: event.target.value })}
        />
      )}
      <SelectField
        label={t.carrier}
        value={draft.carrier}
        error={errors['defaults.carrier']}
        options={CARRIER_CHOICES}
        onChange={(event) => set({ carrier: event.target.value })}
      />
      <div className="batch-import__parcel">
        <Field label={t.weight} inputMode="decimal" value={draft.weight} error={errors['defaults.parcel']} onChange={(e) => set({ weight: e.target.value })} />
        <Field label={t.length} inputMode="decimal" value={draft.length} onChange={(e) => set({ length: e.target.value })} />
        <Field label={t.width} inputMode="decimal" value={draft.width} onChange={(e) => set({ width: e.target.value })} />
        <Field label={t.height} inputMode="decimal" value={draft.height} onChange={(e) => set({ height: e.target.value })} />
      </div>
      <Field label={t.content} value={draft.content} error={errors['defaults.content']} onChange={(e) => set({ content: e.target.value })} />
      <fieldset className="batch-import__options">
        <legend>{t.options}</legend>
        {BOOLEAN_OPTIONS.map((option) => (
          <CheckboxField
            key={option}
            label={roShipping.optionLabels[option]}
            checked={Boolean(draft.options[option])}
            onChange={(e) => set({ options: { ...draft.options, [option]: e.target.checked } })}
          />
        ))}
      </fieldset>
      <Field
        label={t.iban}
        hint={t.ibanHint}
        formatted
        autoComplete="off"
        value={draft.iban}
        error={errors['defaults.cod_iban']}
        onChange={(e) => set({ iban: e.target.value })}
      />
    </section>
  );
}
