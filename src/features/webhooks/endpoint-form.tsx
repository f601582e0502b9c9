// Adding a webhook endpoint: its URL, a description, its mode (live by default; a test endpoint gets
// only the events of orders made with test keys) and the events it receives (checkboxes in a
// fieldset). Checked here for what can be (a URL, at least one event); the server's field messages
// (https only, public address, at most 10) are shown under their fields as it sends them.
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { Field } from '../../components/field.tsx';
import { Notice } from '../../components/notice.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { roWebhooks, type WebhookEventName } from '../../i18n/ro-webhooks.ts';
import { HttpError } from '../../lib/http.ts';
import { createWebhook, WEBHOOK_EVENT_NAMES, type WebhookEndpoint, type WebhookMode } from './webhooks-api.ts';

const t = roWebhooks;

type Errors = Partial<Record<'url' | 'description' | 'events' | 'mode', string>>;

export interface EndpointFormProps {
  onCreated: (endpoint: WebhookEndpoint, secret: string) => void;
  onCancel: () => void;
}

export function EndpointForm({ onCreated, onCancel }: EndpointFormProps) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventName[]>(['order.created', 'order.status_changed']);
  const [mode, setMode] = useState<WebhookMode>('live');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (name: WebhookEventName, on: boolean) => setEvents((list) => (on ? [...list, name] : list.filter((e) => e !== name)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (!url.trim()) found.url = t.urlRequired;
    if (events.length === 0) found.events = t.eventsRequired;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { endpoint, secret } = await createWebhook({ url: url.trim(), description: description.trim(), events: WEBHOOK_EVENT_NAMES.filter((e) => events.includes(e)), mode });
      onCreated(endpoint, secret);
    } catch (error) {
      const fields = error instanceof HttpError ? error.errors : {};
      setErrors({ url: fields.url?.[0], description: fields.description?.[0], events: fields.events?.[0], mode: fields.mode?.[0] });
      const hasField = Boolean(fields.url || fields.description || fields.events || fields.mode);
      setFailure(hasField ? null : error instanceof HttpError ? error.message : t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="webhook-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="webhook-form-title">
      <h3 id="webhook-form-title">{t.addTitle}</h3>
      {failure ? (
        <Notice tone="error">
          <p>{failure}</p>
        </Notice>
      ) : null}
      <Field
        id="webhook-url"
        label={t.url}
        hint={t.urlHint}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        required
        value={url}
        error={errors.url}
        onChange={(e) => setUrl(e.target.value)}
      />
      <Field id="webhook-description" label={t.description} maxLength={500} value={description} error={errors.description} onChange={(e) => setDescription(e.target.value)} />
      <SelectField
        id="webhook-mode"
        label={t.mode}
        hint={t.modeHint}
        value={mode}
        error={errors.mode}
        options={[
          { value: 'live', label: t.modeLive },
          { value: 'test', label: t.modeTest },
        ]}
        onChange={(e) => setMode(e.target.value as WebhookMode)}
      />
      <fieldset className="webhook-form__events" aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend>{t.events}</legend>
        {WEBHOOK_EVENT_NAMES.map((name) => (
          <CheckboxField key={name} id={`webhook-event-${name}`} label={t.eventLabels[name]} checked={events.includes(name)} onChange={(e) => toggle(name, e.target.checked)} />
        ))}
        {errors.events ? (
          <p className="field__error" id="webhook-events-error">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <div className="webhook-form__actions">
        <Button type="submit" busy={busy}>
          {t.save}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
