// The tracking screen below its heading: the form, the results and the recent lookups. The
// address is the state to share: ?awb=A,B (and &curier= on /tracking) opens the answer directly
// and is rewritten after each lookup (replace, so Back leaves the screen instead of stepping
// through lookups). Queued offline lookups are shown and completed when the screen starts.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { DemoNote } from '../../components/demo-note.tsx';
import { Notice } from '../../components/notice.tsx';
import { roDemo } from '../../i18n/ro-demo.ts';
import { CARRIERS } from '../../shared/carriers.ts';
import { useSimulatedCarriers } from '../../lib/use-simulated-carriers.ts';
import type { RecentLookup } from '../../lib/db.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { awbListError, parseAwbList } from './awb-list.ts';
import { RecentLookups } from './recent-lookups.tsx';
import { TrackingForm } from './tracking-form.tsx';
import { TrackingResults } from './tracking-results.tsx';
import { carrierIdOf, carrierSlugOf } from './tracking-storage.ts';
import {
  clearRecent,
  completePending,
  loadRecent,
  lookup,
  removeRecent,
  resetTracking,
  showPending,
  trackingState,
  type ResultEntry,
} from './tracking-store.ts';
import { useLiveRefresh, useNow, useParcelUpdates, useReconnect } from './use-tracking.ts';
import './tracking.css';

const fillDemo = (text: string, carrier: string) => text.replaceAll('{carrier}', carrier);

export interface TrackingViewProps {
  /** The carrier of a /tracking/urmarire-awb-{carrier} page, preset in the form. */
  presetCarrierId: number | null;
}

/** The address of a lookup: ?awb=A,B plus &curier= when it differs from the page's own carrier. */
export function lookupSearch(awbs: readonly string[], carrierId: number | null, presetCarrierId: number | null): string {
  const params = new URLSearchParams();
  params.set('awb', awbs.join(','));
  const slug = carrierSlugOf(carrierId);
  if (carrierId !== presetCarrierId && slug) params.set('curier', slug);
  return `?${params.toString().replace(/%2C/g, ',')}`;
}

interface FormState {
  text: string;
  /** Carrier id as a string, '' for any carrier. */
  carrier: string;
  /** The address's ?awb= could not be looked up. */
  urlError: string | null;
}

export function TrackingView({ presetCarrierId }: TrackingViewProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const state = useSnapshot(trackingState);
  const now = useNow();
  const [form, setForm] = useState<FormState>({ text: '', carrier: presetCarrierId ? String(presetCarrierId) : '', urlError: null });
  const [focusToken, setFocusToken] = useState(0);
  const applied = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const { simulated } = useSimulatedCarriers();

  useLiveRefresh();
  useReconnect();
  useParcelUpdates();

  // The address drives what is shown: on arrival, and when a link opens another ?awb= here. Read
  // in an effect, after hydration, so that the prerendered form (no query) matches the first render.
  useEffect(() => {
    if (applied.current === location.search) return;
    // On arrival without ?awb=, what was typed into the prerendered form stays (TrackingForm hands it over).
    const arrival = applied.current === null;
    applied.current = location.search;
    void loadRecent();
    const params = new URLSearchParams(location.search);
    const raw = params.get('awb');
    const chosen = carrierIdOf(params.get('curier')) ?? presetCarrierId;
    const parsed = raw ? parseAwbList(raw) : null;
    const problem = parsed ? awbListError(parsed) : null;
    setForm((f) => ({ text: parsed ? parsed.awbs.concat(parsed.invalid).join('\n') : arrival ? f.text : '', carrier: chosen ? String(chosen) : '', urlError: problem }));
    if (!parsed) {
      // Lookups queued offline on an earlier visit: shown, then done if the network is back.
      void showPending().then(() => completePending());
    } else if (problem) {
      resetTracking(); // the results of another address are not this one's
    } else {
      void lookup(parsed.awbs, chosen).then(() => completePending());
    }
  }, [location.search, presetCarrierId]);

  // Leaving the screen forgets its results (the address brings them back).
  useEffect(
    () => () => {
      applied.current = null;
      resetTracking();
    },
    [],
  );

  useEffect(() => {
    if (focusToken > 0) heading.current?.focus();
  }, [focusToken]);

  const run = (awbs: string[], carrierId: number | null) => {
    setForm((f) => ({ ...f, urlError: null }));
    const search = lookupSearch(awbs, carrierId, presetCarrierId);
    applied.current = search;
    navigate({ search }, { replace: true });
    setFocusToken((n) => n + 1);
    void lookup(awbs, carrierId);
  };

  // A refused list: the results of the one before leave the screen, and the address (which would bring them back).
  const refused = () => {
    resetTracking();
    setForm((f) => ({ ...f, urlError: null }));
    if (!location.search) return;
    applied.current = '';
    navigate({ search: '' }, { replace: true });
  };

  // A saved AWB is opened with any carrier: its carrier is known to the server, and a carrier left
  // in the form would silently narrow the next AWB typed there.
  const openRecent = (recent: RecentLookup) => {
    setForm({ text: recent.awb, carrier: '', urlError: null });
    run([recent.awb], null);
  };

  const presetCarrier = CARRIERS.find((c) => c.id === presetCarrierId);
  return (
    <div className="track">
      <div className="track__main">
        {presetCarrier && simulated.has(presetCarrier.id) ? <DemoNote>{fillDemo(roDemo.trackingPage, presetCarrier.name)}</DemoNote> : null}
        <TrackingForm
          text={form.text}
          onTextChange={(text) => setForm((f) => ({ ...f, text }))}
          carrier={form.carrier}
          onCarrierChange={(carrier) => setForm((f) => ({ ...f, carrier }))}
          onSubmit={run}
          onRefused={refused}
          busy={state.searching}
          error={state.fieldError ?? form.urlError}
        />
        <p className="visually-hidden" role="status" aria-live="polite">
          {state.announcement}
        </p>
        {state.error ? (
          <Notice tone="error">
            <p>{state.error}</p>
          </Notice>
        ) : null}
        {state.entries.length > 0 ? <TrackingResults ref={heading} entries={state.entries as ResultEntry[]} now={now} /> : null}
      </div>
      <div className="track__aside">
        <RecentLookups
          recent={state.recent as RecentLookup[]}
          loaded={hydrated && state.recentLoaded}
          now={now}
          onOpen={openRecent}
          onRemove={(awb) => void removeRecent(awb)}
          onClear={() => void clearRecent()}
        />
      </div>
    </div>
  );
}
