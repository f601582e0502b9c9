// The deliveries of one endpoint, newest first, a page at a time: the event, when, its status, every
// attempt (time, HTTP code or why there was none, duration) and "Trimite din nou", which answers the
// delivery as it now stands (pending again) and says so politely.
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { fillWebhooks, roWebhooks } from '../../i18n/ro-webhooks.ts';
import { formatDateTime } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { listDeliveries, resendDelivery, type DeliveryAttempt, type DeliveryPage, type WebhookDelivery } from './webhooks-api.ts';

const t = roWebhooks;

export interface DeliveriesListProps {
  endpointId: number;
  url: string;
  /** Changes when the list must be read again (a test event was queued). */
  version: number;
}

function AttemptLine({ attempt }: { attempt: DeliveryAttempt }) {
  const answer = attempt.status_code === null ? t.attemptNoAnswer : fillWebhooks(t.attemptStatus, { code: attempt.status_code });
  return (
    <li className={attempt.error ? 'webhook-attempt is-failed' : 'webhook-attempt'}>
      <time dateTime={attempt.at}>{formatDateTime(attempt.at)}</time>
      <span className="webhook-attempt__code">{answer}</span>
      <span className="webhook-attempt__duration">{fillWebhooks(t.attemptDuration, { ms: attempt.duration_ms })}</span>
      {attempt.error ? <span className="webhook-attempt__error">{attempt.error}</span> : null}
    </li>
  );
}

export function DeliveriesList({ endpointId, url, version }: DeliveriesListProps) {
  const [items, setItems] = useState<WebhookDelivery[] | null>(null);
  const [page, setPage] = useState({ current: 1, last: 1 });
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const show = useCallback((answer: DeliveryPage, append: boolean) => {
    setItems((list) => (append ? [...(list ?? []), ...answer.data] : answer.data));
    setPage({ current: answer.pagination.current_page, last: answer.pagination.last_page });
    setFailed(false);
  }, []);
  const fail = (error: unknown) => {
    if ((error as Error)?.name !== 'AbortError') setFailed(true);
  };

  useEffect(() => {
    const controller = new AbortController();
    listDeliveries(endpointId, 1, controller.signal).then((answer) => show(answer, false), fail);
    return () => controller.abort();
  }, [endpointId, version, show]);

  const more = () => listDeliveries(endpointId, page.current + 1).then((answer) => show(answer, true), fail);

  const resend = async (delivery: WebhookDelivery) => {
    setBusy(delivery.id);
    try {
      const updated = await resendDelivery(delivery.id);
      setItems((list) => list?.map((d) => (d.id === updated.id ? updated : d)) ?? null);
      setNotice({ tone: 'success', text: t.resent });
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof HttpError ? error.message : t.failed });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="webhook-deliveries" aria-label={fillWebhooks(t.deliveriesTitle, { url })}>
      {notice ? (
        <Notice tone={notice.tone}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      {items === null && !failed ? <Skeleton lines={2} height="1.5rem" /> : null}
      {failed ? <p className="webhook-deliveries__empty">{t.deliveriesFailed}</p> : null}
      {items?.length === 0 ? <p className="webhook-deliveries__empty">{t.deliveriesEmpty}</p> : null}
      {items && items.length > 0 ? (
        <ul className="webhook-deliveries__list">
          {items.map((d) => (
            <li key={d.id} className="webhook-delivery">
              <div className="webhook-delivery__head">
                <code className="webhook-delivery__type">{d.event_type}</code>
                <span className={`webhook-badge webhook-badge--${d.status}`}>{t.status[d.status]}</span>
              </div>
              <p className="webhook-delivery__meta">
                <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time> · {t.messageId} <code>{d.message_id}</code>
              </p>
              {d.attempts.length === 0 ? (
                <p className="webhook-delivery__meta">{t.noAttempts}</p>
              ) : (
                <ol className="webhook-attempts" aria-label={t.attempts}>
                  {d.attempts.map((a, i) => (
                    <AttemptLine key={i} attempt={a} />
                  ))}
                </ol>
              )}
              <Button variant="secondary" onClick={() => void resend(d)} busy={busy === d.id}>
                {t.resend}{' '}
                <span className="visually-hidden">{`${d.event_type} ${formatDateTime(d.created_at)}`}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {page.current < page.last ? (
        <Button variant="ghost" onClick={() => void more()}>
          {t.more}
        </Button>
      ) : null}
    </section>
  );
}
