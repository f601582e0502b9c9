// The carrier's lockers in a locality as a radio list (no map): alphabetical, or nearest first
// once the user shares their position; each shows its address and opening hours. A simulated
// carrier's lockers are generated examples: the list says so.
import { useEffect, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { DemoNote } from '../../components/demo-note.tsx';
import { fillOrder, roOrder } from '../../i18n/ro-order.ts';
import { roDemo } from '../../i18n/ro-demo.ts';
import { http } from '../../lib/http.ts';
import type { FixedLocationDto } from '../../shared/shipping.ts';
import { useSimulatedCarriers } from '../../lib/use-simulated-carriers.ts';

const t = roOrder;

type Lockers = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: FixedLocationDto[] };

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLong = (b.long - a.long) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLong / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

export interface LockerPickerProps {
  name: string;
  carrierId: number;
  carrierName: string;
  localityId: number;
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
}

export function LockerPicker({ name, carrierId, carrierName, localityId, value, onChange, error }: LockerPickerProps) {
  const [lockers, setLockers] = useState<Lockers>({ status: 'loading' });
  const [here, setHere] = useState<{ lat: number; long: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const demo = useSimulatedCarriers().simulated.has(carrierId);

  useEffect(() => {
    const controller = new AbortController();
    http
      .get<FixedLocationDto[] | { data: FixedLocationDto[] }>('private/locations/fixedlocations', {
        query: { country_code: 'RO', locality_id: localityId, carrier_id: carrierId },
        signal: controller.signal,
      })
      .then(
        (answer) => setLockers({ status: 'ready', list: (Array.isArray(answer) ? answer : answer.data).filter((l) => l.is_active) }),
        (failure: unknown) => {
          if ((failure as Error)?.name !== 'AbortError') setLockers({ status: 'failed' });
        },
      );
    return () => controller.abort();
  }, [carrierId, localityId, attempt]);

  const locate = () =>
    navigator.geolocation?.getCurrentPosition((p) => setHere({ lat: p.coords.latitude, long: p.coords.longitude }), () => undefined, {
      timeout: 10_000,
    });

  const legend = fillOrder(t.locker, { carrier: carrierName });
  if (lockers.status === 'loading') return <p role="status">{t.lockersLoading}</p>;
  if (lockers.status === 'failed') {
    return (
      <div className="locker-picker__failed" role="alert">
        <p>{t.lockersFailed}</p>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t.retry}
        </Button>
      </div>
    );
  }
  const list = here ? [...lockers.list].sort((a, b) => distanceKm(here, a.coordinates) - distanceKm(here, b.coordinates)) : [...lockers.list].sort((a, b) => a.name.localeCompare(b.name, 'ro'));
  if (list.length === 0) return <p className="field__error">{fillOrder(t.lockersNone, { carrier: carrierName })}</p>;
  const errorId = `${name}-error`;
  return (
    <fieldset className={error ? 'locker-picker field--invalid' : 'locker-picker'} id={name} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      <p className="field__hint">{t.lockerHint}</p>
      {demo ? <DemoNote className="locker-picker__demo">{roDemo.lockers}</DemoNote> : null}
      {'geolocation' in navigator ? (
        <Button variant="ghost" onClick={locate}>
          {t.lockersNearMe}
        </Button>
      ) : null}
      <ul className="locker-picker__list">
        {list.map((locker) => (
          <li key={locker.id}>
            <label className={value === locker.id ? 'locker-picker__option is-active' : 'locker-picker__option'}>
              <input type="radio" name={name} value={locker.id} checked={value === locker.id} onChange={() => onChange(locker.id)} />
              <span>
                <span className="locker-picker__name">{locker.name}</span>
                <span className="locker-picker__address">{locker.address}</span>
                <span className="locker-picker__hours">
                  {locker.schedule.map((s) => `${s.days}: ${s.hours}`).join(' · ')}
                  {here ? ` · ${fillOrder(t.lockerDistance, { km: distanceKm(here, locker.coordinates).toFixed(1).replace('.', ',') })}` : ''}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
