// The returns page settings: what customers see on /retur/{slug} and how the shop takes returns.
// The page checks what it can (the window's legal minimum, the amount); the server checks the rest and
// names every wrong field in Romanian: each message goes under its field and into the summary above,
// which is announced and takes focus. A chosen logo is uploaded once the settings are saved. The
// saved state (when, and the public page's link while it is on) stays on screen.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { Field, FieldFrame, useFieldIds } from '../../components/field.tsx';
import { Notice } from '../../components/notice.tsx';
import { fill } from '../../i18n/fill.ts';
import { roShopReturns } from '../../i18n/ro-shop-returns.ts';
import { formatDateTime } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { useFocusWhenPainted } from '../../lib/use-focus-when-painted.ts';
import { CARRIERS } from '../../shared/carriers.ts';
import { LogoField } from './logo-field.tsx';
import { ReasonsEditor } from './reasons-editor.tsx';
import { ReturnAddressField, useReturnAddresses } from './return-address-field.tsx';
import { bodyOf, checkValues, DROP_OFF_METHODS, FIELD_IDS, FIELD_LABELS, FIELD_ORDER, publicPath, serverErrors, valuesOf, type SettingsErrors, type SettingsValues } from './settings-model.ts';
import { saveSettings, uploadLogo, type ReturnSettings } from './shop-returns-api.ts';

const t = roShopReturns;
const SUMMARY_ID = 'retur-setari-erori';

export interface SettingsFormProps {
  settings: ReturnSettings;
  onSaved(settings: ReturnSettings): void;
}

function Choices<V extends string | number>({ name, legend, error, options, isChecked, onToggle, type }: {
  name: string;
  legend: string;
  error?: string | undefined;
  options: readonly { value: V; label: string }[];
  isChecked(value: V): boolean;
  onToggle(value: V, on: boolean): void;
  type: 'checkbox' | 'radio';
}) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className={error ? 'returns-fieldset field--invalid' : 'returns-fieldset'} aria-describedby={errorId}>
      <legend className="field__label">{legend}</legend>
      <div className="returns-choices">
        {options.map((o) => (
          <label key={o.value} className="returns-choice" htmlFor={`${name}-${o.value}`}>
            <input id={`${name}-${o.value}`} type={type} name={name} checked={isChecked(o.value)} aria-invalid={error ? true : undefined} onChange={(e) => onToggle(o.value, e.target.checked)} />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function SettingsForm({ settings, onSaved }: SettingsFormProps) {
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const addresses = useReturnAddresses();
  const focusWhenPainted = useFocusWhenPainted();
  const conditionsIds = useFieldIds(FIELD_IDS.conditions, t.conditionsHint, errors.conditions);
  const set = (next: Partial<SettingsValues>) => setValues((v) => ({ ...v, ...next }));

  // No address chosen yet: the book's first one is offered.
  const firstAddress = addresses.status === 'ready' && addresses.list[0] ? String(addresses.list[0].id) : '';
  const chosen = { ...values, return_address_id: values.return_address_id || firstAddress };

  const fail = (found: SettingsErrors, general: string | null) => {
    setErrors(found);
    setMessage(general);
    setSaved(null);
    setAttempt((n) => n + 1);
    focusWhenPainted(SUMMARY_ID);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkValues(chosen);
    if (Object.keys(found).length > 0) return fail(found, null);
    setBusy(true);
    try {
      const answer = await saveSettings(bodyOf(chosen));
      let next = answer.data;
      let text = answer.message ?? '';
      if (logo) {
        try {
          const uploaded = await uploadLogo(logo);
          next = uploaded.data;
          text = `${text} ${uploaded.message ?? ''}`.trim();
          setLogo(null);
        } catch (error) {
          const why = error instanceof HttpError ? (error.errors.logo?.[0] ?? error.message) : t.failed;
          onSaved(next);
          return fail({ logo: why }, fill(t.logoFailed, { message: why }));
        }
      }
      setErrors({});
      setMessage(null);
      setSaved(text);
      onSaved(next);
    } catch (error) {
      if (error instanceof HttpError && Object.keys(error.errors).length > 0) fail(serverErrors(error.errors), null);
      else fail({}, error instanceof HttpError && !error.isNetworkError && error.status < 500 ? error.message : t.failed);
    } finally {
      setBusy(false);
    }
  };

  const items = FIELD_ORDER.filter((f) => errors[f]).map((f) => ({ id: FIELD_IDS[f], label: FIELD_LABELS[f], message: errors[f]! }));
  const slug = values.slug.trim();
  const address = slug ? `${typeof location === 'undefined' ? '' : location.origin}${publicPath(slug)}` : '';

  return (
    <form className="returns-settings" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="retur-setari-titlu">
      <h2 id="retur-setari-titlu" className="returns__subtitle">
        {t.settingsTitle}
      </h2>
      <p className="returns__muted">{t.settingsLead}</p>
      <ErrorSummary id={SUMMARY_ID} title={t.summaryTitle} items={items} message={message} attempt={attempt} />
      <CheckboxField id={FIELD_IDS.enabled} label={t.enabled} hint={t.enabledHint} checked={values.enabled} error={errors.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
      <Field id={FIELD_IDS.public_name} label={t.publicName} required maxLength={80} autoComplete="organization" value={values.public_name} error={errors.public_name} onChange={(e) => set({ public_name: e.target.value })} />
      <Field
        id={FIELD_IDS.slug}
        label={t.slug}
        hint={address ? `${t.slugHint} ${fill(t.slugAddress, { address })}` : t.slugHint}
        required
        maxLength={60}
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        value={values.slug}
        error={errors.slug}
        onChange={(e) => set({ slug: e.target.value })}
      />
      <LogoField id={FIELD_IDS.logo} currentUrl={settings.logo_url} file={logo} error={errors.logo} onFile={(file, problem) => {
        setLogo(file);
        setErrors((e) => ({ ...e, logo: problem ?? undefined }));
      }} />
      <Field id={FIELD_IDS.window_days} label={t.windowDays} hint={t.windowHint} type="number" inputMode="numeric" min={14} max={365} required value={values.window_days} error={errors.window_days} onChange={(e) => set({ window_days: e.target.value })} />
      <FieldFrame ids={conditionsIds} label={t.conditions} hint={t.conditionsHint} error={errors.conditions}>
        <textarea
          id={conditionsIds.inputId}
          className="field__input returns-settings__conditions"
          rows={4}
          maxLength={5000}
          value={values.conditions}
          aria-invalid={errors.conditions ? true : undefined}
          aria-describedby={conditionsIds.describedBy}
          onChange={(e) => set({ conditions: e.target.value })}
        />
      </FieldFrame>
      <ReasonsEditor reasons={values.reasons} error={errors.reasons} inputId={FIELD_IDS.reasons} onChange={(reasons) => set({ reasons })} />
      <ReturnAddressField id={FIELD_IDS.return_address_id} addresses={addresses} value={chosen.return_address_id} error={errors.return_address_id} onChange={(id) => set({ return_address_id: id })} />
      <Choices
        type="checkbox"
        name="retur-predare"
        legend={t.methods}
        error={errors.drop_off_methods}
        options={DROP_OFF_METHODS.map((m) => ({ value: m, label: t.methodNames[m] }))}
        isChecked={(m) => values.drop_off_methods.includes(m)}
        onToggle={(m, on) => set({ drop_off_methods: on ? [...values.drop_off_methods, m] : values.drop_off_methods.filter((x) => x !== m) })}
      />
      <Choices
        type="checkbox"
        name="retur-curier"
        legend={t.carriers}
        error={errors.carrier_ids}
        options={CARRIERS.map((c) => ({ value: c.id as number, label: c.name }))}
        isChecked={(id) => values.carrier_ids.includes(id)}
        onToggle={(id, on) => set({ carrier_ids: on ? [...values.carrier_ids, id] : values.carrier_ids.filter((x) => x !== id) })}
      />
      <Choices
        type="radio"
        name="retur-plata"
        legend={t.payer}
        error={errors.payer}
        options={(['shop', 'customer', 'shop_up_to'] as const).map((p) => ({ value: p, label: t.payerNames[p] }))}
        isChecked={(p) => values.payer === p}
        onToggle={(p) => set({ payer: p })}
      />
      {values.payer === 'shop_up_to' ? (
        <Field id={FIELD_IDS.payer_limit_bani} label={t.payerLimit} hint={t.payerLimitHint} inputMode="decimal" required value={values.payer_limit_lei} error={errors.payer_limit_bani} onChange={(e) => set({ payer_limit_lei: e.target.value })} />
      ) : null}
      <Choices
        type="radio"
        name="retur-aprobare"
        legend={t.approval}
        error={errors.approval}
        options={(['manual', 'automatic'] as const).map((a) => ({ value: a, label: t.approvalNames[a] }))}
        isChecked={(a) => values.approval === a}
        onToggle={(a) => set({ approval: a })}
      />
      <CheckboxField id={FIELD_IDS.accept_external_orders} label={t.external} hint={t.externalHint} checked={values.accept_external_orders} error={errors.accept_external_orders} onChange={(e) => set({ accept_external_orders: e.target.checked })} />
      <CheckboxField id={FIELD_IDS.notify_shop} label={t.notify} checked={values.notify_shop} error={errors.notify_shop} onChange={(e) => set({ notify_shop: e.target.checked })} />
      <CheckboxField
        id={FIELD_IDS.cod_refund_auto}
        label={t.codRefundAuto}
        hint={t.codRefundAutoHint}
        checked={values.cod_refund_auto}
        error={errors.cod_refund_auto}
        onChange={(e) => set({ cod_refund_auto: e.target.checked })}
      />
      <div className="returns-settings__actions">
        <Button type="submit" busy={busy}>
          {busy ? t.saving : t.save}
        </Button>
        {settings.configured && settings.enabled ? <Link to={publicPath(settings.slug)}>{t.publicLink}</Link> : null}
      </div>
      <div role="status" className="returns-settings__state">
        {saved ? (
          <Notice tone="success" live={false}>
            <p>{saved}</p>
          </Notice>
        ) : null}
        <p className="returns__muted">{settings.configured ? fill(t.savedAt, { time: formatDateTime(settings.updated_at) }) : t.notSaved}</p>
      </div>
    </form>
  );
}
