// Dashboard "Urmărire în lot" (/dashboard/urmarire-lot): paste up to 200 AWBs and see each one's
// carrier, status, last event and date, and for the account's own parcels the cash on delivery.
// `?awb=A,B,C` (a batch's page, the orders list's selection) fills the field and asks at once.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { HttpError } from '../../lib/http.ts';
import { roBulk } from '../../i18n/ro-bulk.ts';
import { parseBulkAwbs, splitAwbText } from '../../shared/bulk-tracking.ts';
import { trackBulk, type BulkTrackingItem } from './bulk-tracking-api.ts';
import { BulkTrackingForm } from './bulk-tracking-form.tsx';
import { BulkTrackingResults } from './bulk-tracking-results.tsx';
import './bulk-tracking.css';

const t = roBulk.tracking;

type State = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; items: BulkTrackingItem[] } | { status: 'failed'; message: string };

export function BulkTrackingSection() {
  const { search } = useLocation();
  const linked = new URLSearchParams(search).get('awb');
  const [text, setText] = useState(() => (linked ? splitAwbText(linked).join('\n') : ''));
  // A linked list is asked at once, as the page opens (or its field says what is wrong with it).
  const [first] = useState(() => (linked ? parseBulkAwbs(splitAwbText(linked)) : null));
  const [state, setState] = useState<State>(first?.ok ? { status: 'loading' } : { status: 'idle' });
  const [fieldError, setFieldError] = useState<string | null>(first && !first.ok ? first.message : null);
  const current = useRef<AbortController | null>(null);

  /** Asks for `awbs`; only the answer sets the state (the caller shows the wait). */
  const fetchAnswers = (awbs: string[]) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    trackBulk(awbs, controller.signal).then(
      (items) => !controller.signal.aborted && setState({ status: 'ready', items }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A list the server refuses is said at the field, like the page's own checks.
        if (error instanceof HttpError && error.status === 422) {
          setFieldError(error.message);
          setState({ status: 'idle' });
        } else setState({ status: 'failed', message: error instanceof HttpError && error.status === 429 ? error.message : t.failed });
      },
    );
  };

  const ask = (awbs: string[]) => {
    setFieldError(null);
    setState({ status: 'loading' });
    fetchAnswers(awbs);
  };

  const started = useRef(false);
  useEffect(() => {
    if (started.current || !first?.ok) return;
    started.current = true;
    fetchAnswers(first.awbs);
    // Once, with the list the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => () => current.current?.abort(), []);

  return (
    <div className="bulk-tracking">
      <p className="bulk-tracking__lead">{t.lead}</p>
      <p>
        <Link to="/dashboard/comenzi">{t.backToOrders}</Link>
      </p>
      <BulkTrackingForm
        text={text}
        onTextChange={(value) => {
          setText(value);
          setFieldError(null);
        }}
        onSubmit={ask}
        busy={state.status === 'loading'}
        error={fieldError}
      />
      {state.status === 'loading' ? (
        <div aria-busy="true" aria-label={t.submitting}>
          <Skeleton lines={4} height="2.75rem" />
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <Notice tone="error">
          <p>{state.message}</p>
        </Notice>
      ) : null}
      {state.status === 'ready' ? <BulkTrackingResults items={state.items} /> : null}
    </div>
  );
}
