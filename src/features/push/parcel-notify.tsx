// "Anunță-mă când se schimbă statusul" in a found parcel's card (tracking screens): turns push on for
// this AWB, asking for the permission at that moment (never on page load), or says why it cannot.
// Nothing for a parcel whose status is final: no change will follow. AwbNotify is the same button for
// any AWB the page knows (a return request's parcel, /retur/cerere/{id}).
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '../../components/button.tsx';
import { fillPush, roPush as t } from '../../i18n/ro-push.ts';
import { notify } from '../../lib/toast.ts';
import { BellIcon } from './bell-icon.tsx';
import type { TrackingItem } from '../../shared/tracking.ts';
import { checkPushConfigured, unsupportedProblem } from './push-device.ts';
import { notifyParcel, loadParcels, stopParcel } from './push-parcels.ts';
import { problemMessage } from './push-messages.ts';
import { pushState } from './push-store.ts';
import { startPush } from './push-start.ts';
import './push.css';

export function ParcelNotify({ item }: { item: TrackingItem }) {
  if (!item.found || !item.awb || item.is_current_status_final) return null;
  return <AwbNotify awb={item.awb} carrierId={item.carrier_id} />;
}

/** The button for the parcel `awb` (of `carrierId` when known), whose status is not final. */
export function AwbNotify({ awb, carrierId }: { awb: string; carrierId: number | null }) {
  const snap = useSnapshot(pushState);
  // The clicked button gives way to the other one (or is disabled while working): keyboard focus
  // follows to the button now shown instead of falling back to the page.
  const button = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    startPush();
    checkPushConfigured();
    if (pushState.device === 'on' && pushState.subscriptions === null) loadParcels().catch(() => undefined);
  }, []);

  const state = snap.parcels[awb];
  useEffect(() => {
    if (moveFocus.current && state !== 'working') {
      moveFocus.current = false;
      button.current?.focus();
    }
  }, [state]);
  const problem = snap.problemAwb === awb ? snap.problem : null;

  const start = () => {
    moveFocus.current = true;
    notifyParcel(awb, carrierId).then(
      () => notify((toast) => toast.success(fillPush(t.parcelStarted, { awb }))),
      () => undefined, // the reason is shown under the button
    );
  };
  const stop = () => {
    moveFocus.current = true;
    stopParcel(awb).then(
      () => notify((toast) => toast(fillPush(t.parcelStopped, { awb }))),
      () => notify((toast) => toast.error(t.failed)),
    );
  };

  if (state === 'on') {
    return (
      <div className="push-parcel push-parcel--on">
        <p className="push-parcel__text">
          <BellIcon />
          {t.parcelOn}
        </p>
        <Button ref={button} variant="ghost" onClick={stop}>
          {t.parcelStop}
        </Button>
      </div>
    );
  }
  if (snap.configured === false) return <p className="push-parcel__hint">{t.notOffered}</p>;
  if (snap.status === 'unsupported' || snap.status === 'blocked') {
    return <p className="push-parcel__hint">{problemMessage(snap.status === 'blocked' ? 'blocked' : unsupportedProblem(), null)}</p>;
  }
  return (
    <div className="push-parcel">
      <Button ref={button} variant="secondary" busy={state === 'working'} onClick={start}>
        <BellIcon />
        {state === 'working' ? t.notifyParcelWorking : t.notifyParcel}
      </Button>
      {problem ? (
        <p className="push-parcel__problem" role="alert">
          {problemMessage(problem, snap.problemDetail)}
        </p>
      ) : null}
    </div>
  );
}

/** The renderer the tracking page puts in each card's slot. */
export function renderParcelNotify(item: TrackingItem) {
  return <ParcelNotify item={item} />;
}
