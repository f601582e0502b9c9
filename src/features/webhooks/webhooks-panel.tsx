// Dashboard, section „API”, below the API keys: the account's webhook endpoints. Lists them (a
// skeleton while loading, an empty state, a retry after a failure), adds one (the form), and shows
// the new endpoint's secret once at the top of its card. Exported for the API section to place.
import { useEffect, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { roWebhooks } from '../../i18n/ro-webhooks.ts';
import { EndpointCard } from './endpoint-card.tsx';
import { EndpointForm } from './endpoint-form.tsx';
import { listWebhooks, type WebhookEndpoint } from './webhooks-api.ts';
import './webhooks.css';
import { ImpersonationNote, isImpersonating } from '../../components/impersonation-note.tsx';

const t = roWebhooks;
const MAX_ENDPOINTS = 10;

/** The id of the admin session's note, which the disabled buttons point to. */
export const ADMIN_NOTE = 'webhooks-admin-note';

export function WebhooksPanel() {
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  // An admin acting as the customer may not add one (the server refuses: 403).
  const admin = isImpersonating();
  const [created, setCreated] = useState<{ id: number; secret: string } | null>(null);
  const [removed, setRemoved] = useState(false);

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listWebhooks(controller.signal).then(
      (list) => setEndpoints(list),
      (error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') setFailed(true);
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  const onCreated = (endpoint: WebhookEndpoint, secret: string) => {
    setEndpoints((list) => [endpoint, ...(list ?? [])]);
    setCreated({ id: endpoint.id, secret });
    setAdding(false);
    setRemoved(false);
  };
  const onChanged = (endpoint: WebhookEndpoint) => setEndpoints((list) => list?.map((e) => (e.id === endpoint.id ? endpoint : e)) ?? null);
  const onDeleted = (id: number) => {
    setEndpoints((list) => list?.filter((e) => e.id !== id) ?? null);
    setRemoved(true);
  };

  const full = (endpoints?.length ?? 0) >= MAX_ENDPOINTS;
  return (
    <section className="webhooks" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">{t.title}</h2>
      <p className="webhooks__lead">{t.lead}</p>
      {removed ? (
        <Notice tone="success">
          <p>{t.removed}</p>
        </Notice>
      ) : null}
      {endpoints === null && !failed ? (
        <div role="status">
          <span className="visually-hidden">{t.loading}</span>
          <Skeleton lines={2} height="4rem" />
        </div>
      ) : null}
      {failed ? (
        <Notice tone="error" action={<Button variant="secondary" onClick={retry}>{t.retry}</Button>}>
          <p>{t.loadFailed}</p>
        </Notice>
      ) : null}
      {admin ? <ImpersonationNote id={ADMIN_NOTE} /> : null}
      {endpoints?.length === 0 && !adding ? (
        <EmptyState title={t.emptyTitle} action={<Button disabled={admin} aria-describedby={admin ? ADMIN_NOTE : undefined} onClick={() => setAdding(true)}>{t.add}</Button>}>
          <p>{t.emptyText}</p>
        </EmptyState>
      ) : null}
      {endpoints && endpoints.length > 0 && !adding && !full ? (
        <Button className="webhooks__add" variant="secondary" disabled={admin} aria-describedby={admin ? ADMIN_NOTE : undefined} onClick={() => setAdding(true)}>
          {t.add}
        </Button>
      ) : null}
      {adding ? <EndpointForm onCreated={onCreated} onCancel={() => setAdding(false)} /> : null}
      {endpoints && endpoints.length > 0 ? (
        <ul className="webhooks__list">
          {endpoints.map((e) => (
            <EndpointCard key={e.id} endpoint={e} initialSecret={created?.id === e.id ? created.secret : null} onChanged={onChanged} onDeleted={onDeleted} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
