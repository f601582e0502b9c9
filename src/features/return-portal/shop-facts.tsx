// A shop's return page, its public part: name and logo (in the page header), the window, the
// conditions, the drop-off methods and carriers it accepts, who pays the return, where it goes.
import { Card } from '../../components/card.tsx';
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';
import { formatRon } from '../../lib/format.ts';
import type { ReturnShopPage } from './return-portal-api.ts';

const t = roReturnPortal.shop;

function payerText(shop: ReturnShopPage): string {
  if (shop.payer === 'shop_up_to') return t.payer.shop_up_to(formatRon((shop.payer_limit_bani ?? 0) / 100));
  return t.payer[shop.payer];
}

export function ShopLogo({ shop }: { shop: Pick<ReturnShopPage, 'logo_url' | 'public_name'> }) {
  return shop.logo_url ? (
    <img className="return-portal__logo return-portal__logo--large" src={shop.logo_url} alt={roReturnPortal.directory.logoAlt(shop.public_name)} width={64} height={64} />
  ) : (
    <span className="return-portal__logo return-portal__logo--large return-portal__logo--initial" aria-hidden="true">
      {[...shop.public_name][0]}
    </span>
  );
}

export function ShopFacts({ shop }: { shop: ReturnShopPage }) {
  return (
    <Card as="section" className="return-shop__facts" aria-labelledby="retur-conditii">
      <h2 id="retur-conditii" className="return-portal__subtitle">
        {t.conditionsTitle}
      </h2>
      <p className="return-shop__window">{t.window(shop.window_days)}</p>
      {shop.conditions ? <p className="return-shop__conditions">{shop.conditions}</p> : null}
      <dl className="return-facts">
        <dt>{t.methodsTitle}</dt>
        <dd>
          <ul className="return-facts__items">
            {shop.drop_off_methods.map((m) => (
              <li key={m}>{roReturnPortal.details.dropOffs[m]}</li>
            ))}
          </ul>
        </dd>
        {shop.carriers.length ? (
          <>
            <dt>{t.carriersTitle}</dt>
            <dd>{shop.carriers.map((c) => c.name).join(', ')}</dd>
          </>
        ) : null}
        <dt>{t.payerTitle}</dt>
        <dd>{payerText(shop)}</dd>
      </dl>
      {shop.return_locality ? <p className="return-portal__muted">{t.returnTo(shop.return_locality.locality_name, shop.return_locality.county_name)}</p> : null}
    </Card>
  );
}
