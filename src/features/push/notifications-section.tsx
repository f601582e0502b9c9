// Dashboard "Notificări": push on this device (turn it on, which asks for the permission, or off)
// and the parcels it follows, each with a link to its tracking page and a way to stop.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Button, ButtonLink } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { fillPush, roPush as t } from '../../i18n/ro-push.ts';
import { notify } from '../../lib/toast.ts';
import { deviceName } from './device-name.ts';
import { checkPushConfigured, disablePush, enablePush, failureOf, unsupportedProblem } from './push-device.ts';
import { problemMessage } from './push-messages.ts';
import { loadParcels, stopParcel } from './push-parcels.ts';
import { pushState, setProblem } from './push-store.ts';
import { startPush } from './push-start.ts';
import { trackingPath } from '../../shared/tracking.ts';
import './push.css';

function ParcelList() {
  const snap = useSnapshot(pushState);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (pushState.subscriptions === null) loadParcels().catch(() => setFailed(true));
  }, [snap.subscriptions]);

  if (failed && !snap.subscriptions) return <Notice tone="error">{t.listFailed}</Notice>;
  if (!snap.subscriptions) {
    return (
      <div aria-busy="true">
        <Skeleton lines={2} height="2.5rem" />
      </div>
    );
  }
  if (snap.subscriptions.length === 0) {
    return (
      <EmptyState title={t.parcelsTitle} action={<ButtonLink to="/tracking">{t.parcelsTrackLink}</ButtonLink>}>
        <p>{t.parcelsEmpty}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <h2>{t.parcelsTitle}</h2>
      <ul className="push-section__list">
        {snap.subscriptions.map((s) => (
          <li key={s.awb} className="push-section__item">
            <span>
              <Link className="push-section__awb" to={trackingPath(s.awb)}>
                {s.awb}
              </Link>
              {s.status ? <span> · {fillPush(t.parcelStatus, { status: s.status })}</span> : null}
            </span>
            <Button
              variant="ghost"
              onClick={() => stopParcel(s.awb).catch(() => notify((toast) => toast.error(t.failed)))}
              aria-label={fillPush(t.parcelRemove, { awb: s.awb })}
            >
              {t.parcelStop}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

export function NotificationsSection() {
  const snap = useSnapshot(pushState);
  // While turning off, the section still shows the device as on (its button busy), not the opposite.
  const [stopping, setStopping] = useState(false);
  // After a toggle, keyboard focus goes to the button now shown (the clicked one is gone).
  const toggle = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const settled = snap.device !== 'working' && !stopping;
  useEffect(() => {
    if (moveFocus.current && settled) {
      moveFocus.current = false;
      toggle.current?.focus();
    }
  }, [settled, snap.device]);

  useEffect(() => {
    startPush();
    checkPushConfigured();
    setProblem(null);
  }, []);

  const turnOn = () => {
    moveFocus.current = true;
    enablePush().then(
      () => {
        pushState.subscriptions = null;
        notify((toast) => toast.success(t.enabled));
      },
      (error: unknown) => {
        const failure = failureOf(error);
        setProblem(failure.problem, failure.detail);
      },
    );
  };
  const turnOff = () => {
    moveFocus.current = true;
    setStopping(true);
    disablePush()
      .then(
        () => notify((toast) => toast(t.disabled)),
        (error: unknown) => {
          const failure = failureOf(error);
          setProblem(failure.problem, failure.detail);
        },
      )
      .finally(() => setStopping(false));
  };

  const on = snap.device === 'on' || stopping;
  const cannot = snap.status === 'unsupported' || snap.status === 'blocked';
  const problem = snap.problem && snap.problemAwb === null ? problemMessage(snap.problem, snap.problemDetail) : null;

  return (
    <section className="push-section" aria-labelledby="notificari-dispozitiv">
      <h2 id="notificari-dispozitiv">{t.sectionTitle}</h2>
      <p>{t.sectionLead}</p>
      <p className="push-section__status">
        {on ? fillPush(t.deviceOn, { device: deviceName(navigator.userAgent) }) : t.deviceOff}
      </p>
      {snap.configured === false && !on ? (
        <Notice tone="info" live={false}>
          {t.notOffered}
        </Notice>
      ) : cannot && !on ? (
        <Notice tone="warning" live={false}>
          {problemMessage(snap.status === 'blocked' ? 'blocked' : unsupportedProblem(), null)}
        </Notice>
      ) : on ? (
        <Button ref={toggle} variant="secondary" busy={stopping} onClick={turnOff}>
          {t.disableDevice}
        </Button>
      ) : (
        <Button ref={toggle} busy={snap.device === 'working'} onClick={turnOn}>
          {t.enableDevice}
        </Button>
      )}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {on ? <ParcelList /> : null}
    </section>
  );
}
