// /retur's directory: the shops with returns turned on, searched by name as the visitor types (the
// server matches with or without diacritics), each linking to its return page. The search is kept
// in the address (?q=) so a search can be shared or reloaded. The count is announced politely;
// an empty answer says what to do instead (the section on unlisted shops below it).
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Field } from '../../components/field.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';
import { listReturnShops, type ReturnShop } from './return-portal-api.ts';
import './return-portal.css';

const t = roReturnPortal.directory;
const SEARCH_DELAY_MS = 250;

type Listing = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; q: string; shops: ReturnShop[] };

export function ShopDirectory() {
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      listReturnShops(q, controller.signal).then(
        (shops) => setListing({ state: 'ready', q: q.trim(), shops }),
        (error: unknown) => {
          if ((error as Error)?.name !== 'AbortError') setListing({ state: 'failed' });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, attempt]);

  const search = (value: string) => {
    setQ(value);
    setParams(value.trim() ? { q: value } : {}, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
  };

  return (
    <section className="return-directory" aria-labelledby="retur-magazine">
      <form className="return-directory__search" role="search" onSubmit={submit}>
        <Field id="retur-cauta" type="search" label={t.searchLabel} hint={t.searchHint} value={q} limit={100} autoComplete="off" onChange={(e) => search(e.currentTarget.value)} />
        <Button type="submit" variant="secondary">
          {t.search}
        </Button>
      </form>
      <h2 id="retur-magazine" className="return-portal__subtitle">
        {t.listTitle}
      </h2>
      <p className="visually-hidden" role="status">
        {listing.state === 'ready' ? t.found(listing.shops.length) : ''}
      </p>
      {listing.state === 'loading' ? (
        <div aria-busy="true">
          <p className="visually-hidden">{t.loading}</p>
          <Skeleton lines={3} height="3rem" />
        </div>
      ) : listing.state === 'failed' ? (
        <Notice tone="error" title={t.failed} action={<Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>{t.retry}</Button>} />
      ) : listing.shops.length === 0 ? (
        <EmptyState title={t.emptyTitle}>
          <p>{listing.q ? t.emptySearch(listing.q) : t.emptyAll}</p>
        </EmptyState>
      ) : (
        <ul className="return-directory__list">
          {listing.shops.map((shop) => (
            <li key={shop.slug}>
              <Link className="return-directory__shop" to={`/retur/${encodeURIComponent(shop.slug)}`}>
                {shop.logo_url ? <img className="return-portal__logo" src={shop.logo_url} alt="" width={48} height={48} loading="lazy" /> : <span className="return-portal__logo return-portal__logo--initial" aria-hidden="true">{[...shop.public_name][0]}</span>}
                <span className="return-directory__name">{shop.public_name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
