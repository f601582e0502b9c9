// "Încearcă": under a read-only example of the docs, for a signed-in user with a test key. The call
// goes to POST /api/private/api-keys/try (server/routes/private/api-keys/try.ts), which runs it
// through the real public API as the user's newest test key and answers its status, mode, rate
// limit left and JSON. The result is announced politely; the JSON scrolls in its own box.
import { useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '../../components/app-link.tsx';
import { HttpError, http, NETWORK_ERROR_MESSAGE } from '../../lib/http.ts';
import type { TryAnswer, TryCallAnswer } from '../../shared/api/private-answers.ts';
// The button's stylesheet is in the shell's (src/main.tsx).
import './try-it.css';

/** The answer of POST /api/private/api-keys/try. */
export type { TryAnswer } from '../../shared/api/private-answers.ts';

export const TRY_TEXT = {
  button: 'Încearcă',
  busy: 'Se trimite…',
  hint: 'Trimite cererea GET {path} cu cheia ta de test și îți arată răspunsul aici.',
  sending: 'Se trimite cererea…',
  received: 'Răspuns primit: HTTP {status}, mod {mode}.',
  truncatedNote: 'Răspunsul e lung: îl arătăm scurtat, la primele elemente (aproximativ 64 KB).',
  status: 'Stare HTTP',
  mode: 'Mod',
  remaining: 'Cereri rămase în acest minut',
  answer: 'Răspunsul API-ului',
  noBody: '(răspuns fără conținut JSON)',
  createKey: 'Creează o cheie de test',
  unauthenticated: 'Sesiunea ta a expirat. Autentifică-te din nou ca să încerci exemplele.',
  failed: 'Nu am putut trimite cererea. Încearcă din nou.',
} as const;

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

export async function tryApiCall(path: string, signal?: AbortSignal): Promise<TryAnswer> {
  return (await http.post<TryCallAnswer>('private/api-keys/try', { path }, signal ? { signal } : {})).data;
}

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; answer: TryAnswer } | { kind: 'error'; message: string; noKey: boolean };

function errorState(error: unknown): State {
  if (error instanceof HttpError) {
    if (error.isNetworkError) return { kind: 'error', message: NETWORK_ERROR_MESSAGE, noKey: false };
    if (error.status === 401) return { kind: 'error', message: TRY_TEXT.unauthenticated, noKey: false };
    // no_test_key (409) and a refused path (422): the server's own Romanian message.
    if (error.status === 409 || error.status === 422) return { kind: 'error', message: error.message, noKey: error.reason === 'no_test_key' };
  }
  return { kind: 'error', message: TRY_TEXT.failed, noKey: false };
}

function pretty(body: unknown): string {
  if (body === null || body === undefined) return TRY_TEXT.noBody;
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}

export function TryIt({ path }: { path: string }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const busy = state.kind === 'busy';

  const run = async () => {
    if (busy) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'busy' });
    try {
      const answer = await tryApiCall(path, controller.signal);
      if (!controller.signal.aborted) setState({ kind: 'done', answer });
    } catch (error) {
      if (controller.signal.aborted || (error as Error)?.name === 'AbortError') return;
      setState(errorState(error));
    }
  };

  const announcement =
    state.kind === 'busy'
      ? TRY_TEXT.sending
      : state.kind === 'done'
        ? `${fill(TRY_TEXT.received, { status: state.answer.status, mode: state.answer.headers['x-curiero-mode'] ?? '—' })}${state.answer.truncated ? ` ${TRY_TEXT.truncatedNote}` : ''}`
        : state.kind === 'error'
          ? state.message
          : '';
  const ok = state.kind === 'done' && state.answer.status >= 200 && state.answer.status < 300;

  return (
    <div className="docs-try" data-try-path={path}>
      <div className="docs-try__bar">
        <button
          type="button"
          className="btn btn--secondary docs-try__button"
          onClick={run}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          aria-describedby={`${id}-hint`}
        >
          {busy ? TRY_TEXT.busy : TRY_TEXT.button}
        </button>
        <span id={`${id}-hint`} className="docs-try__hint">
          {fill(TRY_TEXT.hint, { path })}
        </span>
      </div>
      <p className={`docs-try__status${state.kind === 'error' ? ' docs-try__status--error' : ''}`} role="status" aria-live="polite">
        {announcement}
      </p>
      {state.kind === 'error' && state.noKey && (
        <p className="docs-try__key-link">
          <AppLink to="/dashboard/api">{TRY_TEXT.createKey}</AppLink>
        </p>
      )}
      {state.kind === 'done' && (
        <div className="docs-try__answer">
          <dl className="docs-try__meta">
            <div>
              <dt>{TRY_TEXT.status}</dt>
              <dd>
                <span className={`docs-try__code docs-try__code--${ok ? 'ok' : 'error'}`}>{state.answer.status}</span>
              </dd>
            </div>
            <div>
              <dt>{TRY_TEXT.mode}</dt>
              <dd>{state.answer.headers['x-curiero-mode'] ?? '—'}</dd>
            </div>
            {state.answer.headers['ratelimit-remaining'] !== null && (
              <div>
                <dt>{TRY_TEXT.remaining}</dt>
                <dd>{state.answer.headers['ratelimit-remaining']}</dd>
              </div>
            )}
          </dl>
          {state.answer.truncated && <p className="docs-try__note">{TRY_TEXT.truncatedNote}</p>}
          <pre className="docs-try__pre" tabIndex={0} aria-label={TRY_TEXT.answer} data-lang="json">
            <code>{pretty(state.answer.body)}</code>
          </pre>
        </div>
      )}
    </div>
  );
}
