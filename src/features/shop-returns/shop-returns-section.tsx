// Dashboard "Retururi", the shop's side: before its returns page is set up, what it is and a way to
// turn it on; then the page's state (its public address while on), the requests inbox with the
// monthly report, a request's detail (?cerere={id}) and the settings (?setari).
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { roShopReturns } from '../../i18n/ro-shop-returns.ts';
import { ReturnDetailView } from './return-detail.tsx';
import { ReturnsInbox } from './returns-inbox.tsx';
import { ReturnsReport } from './returns-report.tsx';
import { publicPath } from './settings-model.ts';
import { SettingsForm } from './settings-form.tsx';
import { getSettings, REQUEST_PARAM, SETTINGS_PARAM, type ReturnSettings } from './shop-returns-api.ts';
import './shop-returns.css';

const t = roShopReturns;

export function ShopReturnsSection() {
  const [params] = useSearchParams();
  const [settings, setSettings] = useState<{ status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: ReturnSettings }>({ status: 'loading' });
  const [reload, setReload] = useState(0);
  const [version, setVersion] = useState(0);
  const moved = useCallback(() => setVersion((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    getSettings(controller.signal).then(
      (data) => setSettings({ status: 'ready', data }),
      (error: unknown) => (error as Error)?.name !== 'AbortError' && setSettings({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [reload]);

  if (settings.status === 'loading') return <Skeleton lines={4} height="2.5rem" />;
  if (settings.status === 'failed') {
    return (
      <Notice tone="error" action={<Button variant="secondary" onClick={() => setReload((n) => n + 1)}>{t.retryLoad}</Button>}>
        <p>{t.loadFailed}</p>
      </Notice>
    );
  }

  const current = settings.data;
  const withParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    for (const key of [SETTINGS_PARAM, REQUEST_PARAM]) next.delete(key);
    if (value !== null) next.set(name, value);
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const inboxHref = withParam(REQUEST_PARAM, null);

  if (params.has(SETTINGS_PARAM)) {
    return (
      <div className="returns">
        {current.configured ? <Link to={inboxHref}>{t.backToInbox}</Link> : null}
        <SettingsForm settings={current} onSaved={(data) => setSettings({ status: 'ready', data })} />
      </div>
    );
  }

  if (!current.configured) {
    return (
      <EmptyState title={t.offTitle} action={<ButtonLink to={withParam(SETTINGS_PARAM, '')}>{t.turnOn}</ButtonLink>}>
        {t.offText.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </EmptyState>
    );
  }

  const requestId = Number(params.get(REQUEST_PARAM));
  return (
    <div className="returns">
      <div className="returns__state">
        {current.enabled ? (
          <p>
            {t.pageOn} <Link to={publicPath(current.slug)}>{publicPath(current.slug)}</Link>
          </p>
        ) : (
          <p>{t.pageOff}</p>
        )}
        <ButtonLink variant="secondary" to={withParam(SETTINGS_PARAM, '')}>
          {t.openSettings}
        </ButtonLink>
      </div>
      {Number.isInteger(requestId) && requestId > 0 ? (
        <ReturnDetailView key={requestId} id={requestId} backHref={inboxHref} onMoved={moved} />
      ) : (
        <>
          <ReturnsInbox reasons={current.reasons} />
          <ReturnsReport version={version} />
        </>
      )}
    </div>
  );
}
