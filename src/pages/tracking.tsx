// /tracking and /tracking/urmarire-awb-{carrier} (public): look parcels up by AWB. A carrier's
// page presets that carrier and says where its AWB is found; the screen itself is the tracking
// feature's (form, results, recent lookups, offline queue); each found parcel offers push
// notifications (the push feature, through the tracking cards' slot).
import { PageHeader } from '../components/page-header.tsx';
import { renderParcelNotify } from '../features/push/parcel-notify.tsx';
import { ParcelActionsContext } from '../features/tracking/parcel-actions.tsx';
import { TrackingView } from '../features/tracking/tracking-view.tsx';
import { roTracking } from '../i18n/ro-tracking.ts';
import { carrierBySlug } from '../shared/carriers.ts';
import { capitalize } from '../lib/title.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const carrier = info?.route.carrier ? carrierBySlug(info.route.carrier) : undefined;
  return (
    <div className="container">
      <PageHeader title={capitalize(info?.name ?? '')} lead={carrier ? roTracking.carrierIntro[carrier.slug] : roTracking.lead} />
      <ParcelActionsContext.Provider value={renderParcelNotify}>
        <TrackingView presetCarrierId={carrier?.id ?? null} />
      </ParcelActionsContext.Provider>
    </div>
  );
}
