// Dashboard "Chei API": where the API is (base URL, docs, OpenAPI), a form that creates a key (name,
// access, mode) and shows its secret once, the list of keys with their last use and a revoke button,
// (the page places the account's webhooks below it). A failed load can be retried; a refused creation
// keeps what was typed and says why, in place.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { AppLink } from '../../components/app-link.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Field } from '../../components/field.tsx';
import { Notice } from '../../components/notice.tsx';
import { SecretBox } from '../../components/secret-box.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { fillApiKeys, roApiKeys } from '../../i18n/ro-api-keys.ts';
import { formatDateTime } from '../../lib/format.ts';
import { GENERIC_ERROR_MESSAGE, HttpError } from '../../lib/http.ts';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKey, type ApiKeyMode, type ApiKeyScope } from './api-keys-api.ts';
import './api-keys.css';
import { ImpersonationNote, isImpersonating } from '../../components/impersonation-note.tsx';

const t = roApiKeys;
const focusName = () => document.getElementById('api-key-name')?.focus();
const BASE_PATH = '/api/public/v1';

type Errors = Partial<Record<'name' | 'scope' | 'mode', string>>;

function errorsOf(error: unknown): Errors {
  if (!(error instanceof HttpError) || !error.errors) return {};
  const found: Errors = {};
  for (const field of ['name', 'scope', 'mode'] as const) if (error.errors[field]?.[0]) found[field] = error.errors[field][0];
  return found;
}

export function ApiKeysSection() {
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read_write');
  const [mode, setMode] = useState<ApiKeyMode>('test');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [secret, setSecret] = useState<{ key: string; name: string } | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setKeys(await listApiKeys());
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    listApiKeys(controller.signal).then(setKeys, (error: unknown) => {
      if ((error as Error)?.name !== 'AbortError') setFailed(true);
    });
    return () => controller.abort();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if ([...trimmed].length < 2 || [...trimmed].length > 60) {
      setErrors({ name: t.nameInvalid });
      focusName();
      return;
    }
    setErrors({});
    setBusy(true);
    setNotice(null);
    try {
      const created = await createApiKey({ name: trimmed, scope, mode });
      setSecret({ key: created.key, name: created.api_key.name });
      setName('');
      await load();
    } catch (error) {
      const found = errorsOf(error);
      setErrors(found);
      if (!Object.keys(found).length) setNotice({ tone: 'error', text: error instanceof HttpError ? error.message : GENERIC_ERROR_MESSAGE });
      if (found.name) focusName();
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (key: ApiKey) => {
    if (!window.confirm(fillApiKeys(t.revokeConfirm, { name: key.name }))) return;
    try {
      await revokeApiKey(key.id);
      setNotice({ tone: 'success', text: fillApiKeys(t.revokedNotice, { name: key.name }) });
      await load();
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof HttpError ? error.message : GENERIC_ERROR_MESSAGE });
    }
  };

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className="api-keys">
      <p>{t.lead}</p>
      <dl className="api-keys__facts">
        <dt>{t.baseUrl}</dt>
        <dd>
          <code>{`${origin}${BASE_PATH}`}</code>
        </dd>
      </dl>
      <p className="api-keys__links">
        <AppLink to="/docs/api/getting-started">{t.docs}</AppLink>
        {' · '}
        <a href={`${BASE_PATH}/openapi.json`}>{t.openapi}</a>
      </p>

      {notice ? (
        <Notice tone={notice.tone}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      {secret ? (
        <SecretBox
          key={secret.key}
          secret={secret.key}
          onHide={() => setSecret(null)}
          texts={{
            title: t.createdTitle,
            text: t.createdText,
            label: fillApiKeys(t.secretLabel, { name: secret.name }),
            copy: t.copy,
            copied: t.copied,
            copyFailed: t.copyFailed,
            hide: t.hide,
          }}
        />
      ) : null}

      <form className="api-keys__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="api-key-new">
        <h2 id="api-key-new">{t.createTitle}</h2>
        {isImpersonating() ? <ImpersonationNote id="api-key-admin-note" /> : null}
        <Field
          id="api-key-name"
          label={t.name}
          hint={t.nameHint}
          value={name}
          maxLength={60}
          autoComplete="off"
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <SelectField
          id="api-key-scope"
          label={t.scope}
          value={scope}
          error={errors.scope}
          options={[
            { value: 'read_write', label: t.scopeReadWrite },
            { value: 'read', label: t.scopeRead },
          ]}
          onChange={(e) => setScope(e.target.value as ApiKeyScope)}
        />
        <SelectField
          id="api-key-mode"
          label={t.mode}
          value={mode}
          error={errors.mode}
          hint={mode === 'live' ? t.modeLiveNote : undefined}
          options={[
            { value: 'test', label: t.modeTest },
            { value: 'live', label: t.modeLive },
          ]}
          onChange={(e) => setMode(e.target.value as ApiKeyMode)}
        />
        <Button type="submit" busy={busy} disabled={isImpersonating()} aria-describedby={isImpersonating() ? 'api-key-admin-note' : undefined}>
          {busy ? t.creating : t.create}
        </Button>
      </form>

      <section aria-labelledby="api-key-list">
        <h2 id="api-key-list">{t.listTitle}</h2>
        {failed ? (
          <Notice tone="error">
            <p>{t.loadFailed}</p>
            <Button variant="secondary" onClick={() => void load()}>
              {t.retry}
            </Button>
          </Notice>
        ) : keys === null ? (
          <div aria-busy="true">
            <Skeleton lines={3} height="1.5rem" />
          </div>
        ) : keys.length === 0 ? (
          <EmptyState title={t.emptyTitle}>
            <p>{t.emptyText}</p>
          </EmptyState>
        ) : (
          <ul className="api-keys__list">
            {keys.map((key) => (
              <li key={key.id} className={key.revoked_at ? 'api-key api-key--revoked' : 'api-key'}>
                <p className="api-key__name">
                  {key.name} <span className={`api-key__badge api-key__badge--${key.mode}`}>{key.mode === 'test' ? t.testBadge : t.liveBadge}</span>
                </p>
                <dl className="api-key__facts">
                  <dt>{t.colPrefix}</dt>
                  <dd>
                    <code>{key.prefix}…</code>
                  </dd>
                  <dt>{t.colScope}</dt>
                  <dd>{key.scope === 'read' ? t.scopeRead : 'read_write'}</dd>
                  <dt>{t.colCreated}</dt>
                  <dd>{formatDateTime(key.created_at)}</dd>
                  <dt>{t.colLastUsed}</dt>
                  <dd>{key.last_used_at ? formatDateTime(key.last_used_at) : t.never}</dd>
                  <dt>{t.colState}</dt>
                  <dd>{key.revoked_at ? `${t.revoked} (${formatDateTime(key.revoked_at)})` : t.active}</dd>
                </dl>
                {key.revoked_at ? null : (
                  <Button variant="secondary" onClick={() => void revoke(key)} aria-label={`${t.revoke}: ${key.name}`}>
                    {t.revoke}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

    </div>
  );
}
