// /retur (public, prerendered shell): the directory of shops with returns on, and how to return a
// parcel to a shop that is not listed (an ordinary order through /comanda).
import { PageHeader } from '../components/page-header.tsx';
import { ShopDirectory } from '../features/return-portal/shop-directory.tsx';
import { UnlistedShopHelp } from '../features/return-portal/unlisted-shop-help.tsx';
import { roReturnPortal } from '../i18n/ro-return-portal.ts';
import { capitalize } from '../lib/title.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  return (
    <div className="container return-portal">
      <PageHeader title={capitalize(info?.name ?? '')} lead={roReturnPortal.directory.lead} />
      <ShopDirectory />
      <UnlistedShopHelp />
    </div>
  );
}
