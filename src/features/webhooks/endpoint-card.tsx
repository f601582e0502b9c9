// One webhook endpoint: its URL, description, events, state and mode (Test or Live), the automatic
// pause after failures in a row (until when, after how many), and its actions,
// each named for the endpoint it acts on: deliveries, a test event, pause or resume, reveal or rotate the secret (a
// rotation asks first), delete (asks first, inline). A secret just made is shown once on top.
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { consecutiveFailures, fillWebhooks, roWebhooks } from '../../i18n/ro-webhooks.ts';
import { HttpError } from '../../lib/http.ts';
import { DeliveriesList } from './deliveries-list.tsx';
import { SecretBox } from './secret-box.tsx';
import { deleteWebhook, revealWebhookSecret, rotateWebhookSecret, sendWebhookTest, setWebhookActive, type WebhookEndpoint } from './webhooks-api.ts';
import { isImpersonating } from '../../components/impersonation-note.tsx';

const t = roWebhooks;
const clock = new Intl.DateTimeFormat('ro-RO', { hour: '2-digit', minute: '2-digit' });

export interface EndpointCardProps {
  endpoint: WebhookEndpoint;
  /** The secret answered at creation, shown at once. */
  initialSecret?: string | null;
  onChanged: (endpoint: WebhookEndpoint) => void;
  onDeleted: (id: number) => void;
}

export function EndpointCard({ endpoint, initialSecret = null, onChanged, onDeleted }: EndpointCardProps) {
  // An admin acting as the customer may not see or rotate the secret (the panel's note says so).
  const admin = isImpersonating();
  const [secret, setSecret] = useState<string | null>(initialSecret);
  const [confirm, setConfirm] = useState<'remove' | 'rotate' | null>(null);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // The endpoint's URL, said after each action's name (a screen reader lists buttons out of context).
  const named = (
    <>
      {' '}
      <span className="visually-hidden">{endpoint.url}</span>
    </>
  );

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof HttpError ? error.message : t.failed });
    } finally {
      setBusy(false);
    }
  };

  const test = () =>
    act(async () => {
      await sendWebhookTest(endpoint.id);
      setNotice({ tone: 'success', text: t.testQueued });
      setShowDeliveries(true);
      setVersion((v) => v + 1);
    });
  // Paused by the circuit breaker (failures in a row): until when, after how many.
  const pausedUntil = endpoint.is_active && endpoint.paused_until ? new Date(endpoint.paused_until) : null;
  const failures = consecutiveFailures(endpoint.consecutive_failures);

  const toggleActive = () => act(async () => onChanged(await setWebhookActive(endpoint.id, !endpoint.is_active)));
  const reveal = () => act(async () => setSecret(await revealWebhookSecret(endpoint.id)));
  const rotate = () =>
    act(async () => {
      setConfirm(null);
      setSecret(await rotateWebhookSecret(endpoint.id));
    });
  const remove = () =>
    act(async () => {
      await deleteWebhook(endpoint.id);
      onDeleted(endpoint.id);
    });

  return (
    <li className={endpoint.is_active ? 'webhook-card' : 'webhook-card is-paused'}>
      <div className="webhook-card__head">
        <p className="webhook-card__url">{endpoint.url}</p>
        <span className={`webhook-badge webhook-badge--${endpoint.is_active ? 'succeeded' : 'pending'}`}>{endpoint.is_active ? t.active : t.paused}</span>
        {pausedUntil ? <span className="webhook-badge webhook-badge--failed">{t.breakerBadge}</span> : null}
        <span className={`webhook-badge webhook-badge--mode-${endpoint.mode}`}>
          <span className="visually-hidden">{t.mode}: </span>
          {t.modeBadge[endpoint.mode]}
        </span>
      </div>
      {endpoint.description ? <p className="webhook-card__meta">{endpoint.description}</p> : null}
      <ul className="webhook-card__events" aria-label={t.events}>
        {endpoint.events.map((e) => (
          <li key={e}>
            <code>{e}</code>
          </li>
        ))}
      </ul>
      {pausedUntil ? (
        <Notice tone="warning" live={false}>
          <p>{fillWebhooks(t.breakerNotice, { time: clock.format(pausedUntil), failures })}</p>
        </Notice>
      ) : endpoint.is_active && endpoint.consecutive_failures > 0 ? (
        <p className="webhook-card__meta">{fillWebhooks(t.failing, { count: endpoint.consecutive_failures })}</p>
      ) : null}
      {secret ? <SecretBox url={endpoint.url} secret={secret} onHide={() => setSecret(null)} /> : null}
      {notice ? (
        <Notice tone={notice.tone}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      {confirm ? (
        <div className="webhook-confirm" role="group" aria-label={confirm === 'remove' ? t.remove : t.rotate}>
          <p>{confirm === 'remove' ? fillWebhooks(t.removeConfirm, { url: endpoint.url }) : t.rotateConfirm}</p>
          <div className="webhook-card__actions">
            <Button variant={confirm === 'remove' ? 'primary' : 'secondary'} busy={busy} onClick={() => void (confirm === 'remove' ? remove() : rotate())}>
              {confirm === 'remove' ? t.removeYes : t.rotateYes}
            </Button>
            <Button variant="ghost" onClick={() => setConfirm(null)}>
              {t.cancel}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="webhook-card__actions">
        <Button variant="secondary" aria-expanded={showDeliveries} onClick={() => setShowDeliveries((s) => !s)}>
          {showDeliveries ? t.hideDeliveries : t.deliveries}
          {named}
        </Button>
        <Button variant="ghost" disabled={busy || !endpoint.is_active} onClick={() => void test()}>
          {t.sendTest}
          {named}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => void toggleActive()}>
          {endpoint.is_active ? t.pause : t.resume}
          {named}
        </Button>
        <Button variant="ghost" disabled={busy || admin} aria-describedby={admin ? 'webhooks-admin-note' : undefined} onClick={() => void reveal()}>
          {t.reveal}
          {named}
        </Button>
        <Button variant="ghost" disabled={busy || admin} aria-describedby={admin ? 'webhooks-admin-note' : undefined} onClick={() => setConfirm('rotate')}>
          {t.rotate}
          {named}
        </Button>
        <Button variant="ghost" className="webhook-danger-text" disabled={busy} onClick={() => setConfirm('remove')}>
          {t.remove}
          {named}
        </Button>
      </div>
      {showDeliveries ? <DeliveriesList endpointId={endpoint.id} url={endpoint.url} version={version} /> : null}
    </li>
  );
}
