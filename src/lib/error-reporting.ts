/**
 * Client error reporting (spec §9: sample rate 1, IP removed). Uncaught errors and unhandled
 * rejections are sent to POST /api/private/error-reports with navigator.sendBeacon (survives page
 * unload) or fetch keepalive. Privacy: the client never sends an IP (the server stores none either)
 * and strips values of token/code/email-like query parameters from the URL. Noise control:
 * identical messages within 10 s are sent once, and at most 10 reports leave one page load.
 * Nothing here may throw: a failing reporter must never break the page it reports on.
 */

export const ERROR_REPORT_ENDPOINT = '/api/private/error-reports';
/** Every error is reported (spec §9). */
export const SAMPLE_RATE = 1;
export const DEDUPE_WINDOW_MS = 10_000;
export const MAX_REPORTS_PER_PAGE = 10;
const MAX_STACK = 12_000;
const MAX_MESSAGE = 2_000;

export type ErrorLevel = 'error' | 'warning';

export interface ErrorReport {
  message: string;
  stack?: string;
  url: string;
  release: string;
  level: ErrorLevel;
  user_agent: string;
  context?: Record<string, unknown>;
}

export interface ErrorReportingOptions {
  endpoint?: string;
  release?: string;
  sampleRate?: number;
  /** Injected for tests; defaults to Date.now and Math.random. */
  now?: () => number;
  random?: () => number;
}

// Parameter names whose values may identify a person or grant access.
const SENSITIVE_PARAM = /token|code|secret|password|passwd|pass|key|auth|session|sig|email|mail|phone|telefon|iban/i;
const EMAIL_LIKE = /[^\s@/?&=]+@[^\s@/?&=]+\.[^\s@/?&=]+/g;

/** pathname + search with sensitive query values removed ("?token=" stays visible, its value not). */
export function scrubUrl(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const parts: string[] = [];
  for (const [name, value] of params) {
    const sensitive = SENSITIVE_PARAM.test(name) || EMAIL_LIKE.test(value);
    EMAIL_LIKE.lastIndex = 0;
    parts.push(sensitive ? `${encodeURIComponent(name)}=` : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  const path = pathname.replace(EMAIL_LIKE, '[email]');
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

function defaultRelease(): string {
  try {
    return (import.meta.env.VITE_RELEASE as string | undefined) || 'dev';
  } catch {
    return 'dev';
  }
}

const config = {
  endpoint: ERROR_REPORT_ENDPOINT,
  release: 'dev',
  sampleRate: SAMPLE_RATE,
  now: () => Date.now(),
  random: () => Math.random(),
};
let sent = 0;
const lastSentAt = new Map<string, number>();
let installed: (() => void) | null = null;

function normalise(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

function deliver(report: ErrorReport): void {
  const body = JSON.stringify(report);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(config.endpoint, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // some browsers refuse a JSON beacon: fall through to fetch
    }
  }
  if (typeof fetch === 'function') {
    void fetch(config.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Client-Type': 'app' },
      body,
      keepalive: true,
      credentials: 'omit', // no cookies, no auth: a report is anonymous
    }).catch(() => undefined);
  }
}

/** Sends one report unless sampled out, duplicated within 10 s, or over the per-page cap. */
export function reportError(error: unknown, context?: Record<string, unknown>, level: ErrorLevel = 'error'): boolean {
  try {
    const { message: raw, stack } = normalise(error);
    const message = (raw || 'Unknown error').slice(0, MAX_MESSAGE);
    const now = config.now();
    const previous = lastSentAt.get(message);
    if (previous !== undefined && now - previous < DEDUPE_WINDOW_MS) return false;
    if (sent >= MAX_REPORTS_PER_PAGE) return false;
    if (config.random() >= config.sampleRate) return false;
    lastSentAt.set(message, now);
    sent += 1;
    deliver({
      message,
      ...(stack ? { stack: stack.slice(0, MAX_STACK) } : {}),
      url: scrubUrl(location.pathname, location.search),
      release: config.release,
      level,
      user_agent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
      ...(context ? { context } : {}),
    });
    return true;
  } catch {
    return false;
  }
}

/** Starts listening for uncaught errors; calling it again replaces the previous installation. */
export function installErrorReporting(options: ErrorReportingOptions = {}): () => void {
  installed?.();
  config.endpoint = options.endpoint ?? ERROR_REPORT_ENDPOINT;
  config.release = options.release ?? defaultRelease();
  config.sampleRate = options.sampleRate ?? SAMPLE_RATE;
  config.now = options.now ?? (() => Date.now());
  config.random = options.random ?? (() => Math.random());
  sent = 0;
  lastSentAt.clear();

  const onError = (event: ErrorEvent) => {
    // Resource load failures (img, script) arrive without an error object and a message.
    if (!event.error && !event.message) return;
    reportError(event.error ?? event.message, {
      source: 'window.error',
      ...(event.filename ? { file: scrubUrl(safePath(event.filename), '') } : {}),
      ...(event.lineno ? { line: event.lineno, column: event.colno } : {}),
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reportError(event.reason, { source: 'unhandledrejection' });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  installed = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    installed = null;
  };
  return installed;
}

function safePath(fileUrl: string): string {
  try {
    return new URL(fileUrl, location.href).pathname;
  } catch {
    return '';
  }
}
