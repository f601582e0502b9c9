// /retur/{shopId} (public): a shop's return page (its name, logo and conditions) and the return
// itself (features/return-portal/return-flow.tsx). An unknown or disabled shop is the not-found
// page (the server answers 404 for it).
import { useEffect, useState } from 'react';
import { Button } from '../components/button.tsx';
import { NotFoundView } from '../components/not-found-view.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { getReturnShop, type ReturnShopPage } from '../features/return-portal/return-portal-api.ts';
import { ReturnFlow } from '../features/return-portal/return-flow.tsx';
import { ShopFacts, ShopLogo } from '../features/return-portal/shop-facts.tsx';
import { roReturnPortal } from '../i18n/ro-return-portal.ts';
import { HttpError } from '../lib/http.ts';
import { setDocumentTitle } from '../lib/title.ts';
import '../features/return-portal/return-portal.css';
import { useRouteInfo } from './route-info.ts';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; shop: ReturnShopPage };
const t = roReturnPortal.shop;

export function Component() {
  const slug = useRouteInfo()?.params.shopId ?? '';
  const [attempt, setAttempt] = useState(0);
  // The answer for the address and attempt it was asked for: another one is still loading.
  const asked = `${slug}:${attempt}`;
  const [answer, setAnswer] = useState<{ asked: string; loaded: Loaded } | null>(null);
  const loaded: Loaded = answer?.asked === asked ? answer.loaded : { state: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    getReturnShop(slug, controller.signal).then(
      (shop) => {
        setAnswer({ asked, loaded: { state: 'ready', shop } });
        setDocumentTitle(`retur ${shop.public_name}`);
      },
      (error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        setAnswer({ asked, loaded: { state: error instanceof HttpError && error.status === 404 ? 'missing' : 'failed' } });
      },
    );
    return () => controller.abort();
  }, [slug, attempt, asked]);

  if (loaded.state === 'missing') return <NotFoundView />;
  if (loaded.state !== 'ready') {
    return (
      <div className="container return-portal">
        <PageHeader title={roReturnPortal.shop.loading} />
        {loaded.state === 'failed' ? (
          <Notice tone="error" title={t.failed} action={<Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>{roReturnPortal.directory.retry}</Button>} />
        ) : (
          <Skeleton lines={4} height="2.5rem" />
        )}
      </div>
    );
  }
  const { shop } = loaded;
  return (
    <div className="container return-portal">
      <div className="return-shop__head">
        <ShopLogo shop={shop} />
        <PageHeader title={`Retur ${shop.public_name}`} lead={t.window(shop.window_days)} />
      </div>
      <div className="return-shop__layout">
        <ReturnFlow shop={shop} />
        <ShopFacts shop={shop} />
      </div>
    </div>
  );
}
