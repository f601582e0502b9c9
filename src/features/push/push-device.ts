/**
 * This device's push registration, end to end: permission (asked only from a user's click), the
 * token of the app's own service-worker registration (Firebase Messaging, lazily), and
 * `device-tokens/register` with the server (spec §3, §4, §5, §7, §9).
 * - The token is renewed when the push subscription differs from the registered one, and refreshed
 *   after 7 days (token-record.ts); a new token is registered again.
 * - `push_token_registered` (localStorage) says the server has this device; the token itself is
 *   kept with idb-keyval, beyond logouts (it is the device's, not the user's).
 * Dependencies are injectable (`configurePush`) so the unit tests drive every path with a fake clock.
 */
import { HttpError } from '../../lib/http.ts';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage-keys.ts';
import { getAnonId } from './anon-id.ts';
import { deviceName } from './device-name.ts';
import { loadFirebaseConfig } from './firebase-config.ts';
import { registerDevice, unregisterDevice } from './notifications-api.ts';
import { mayAsk, mayObtainToken } from './push-status.ts';
import { applyStatusEvent, pushState, setProblem, type PushProblem } from './push-store.ts';
import { currentPermission, isIosBrowserTab } from './push-support.ts';
import { activeRegistration, WorkerTimeoutError } from './sw-registration.ts';
import { firebaseTokenProvider, type PushTokenProvider } from './token-provider.ts';
import { clearTokenRecord, readTokenRecord, refreshReason, writeTokenRecord, type TokenRecord } from './token-record.ts';

export interface PushDependencies {
  now: () => number;
  permission: () => NotificationPermission | null;
  requestPermission: () => Promise<NotificationPermission>;
  registration: () => Promise<ServiceWorkerRegistration>;
  /** Null when Firebase is not configured on this deployment. */
  provider: () => Promise<PushTokenProvider | null>;
  /** Whether push is configured, without loading Firebase (the buttons are offered only then). */
  configured: () => Promise<boolean>;
  userAgent: () => string;
}

let cachedProvider: Promise<PushTokenProvider | null> | null = null;

const browserDependencies: PushDependencies = {
  now: () => Date.now(),
  permission: currentPermission,
  requestPermission: () => Notification.requestPermission(),
  registration: () => activeRegistration(),
  provider: () => {
    cachedProvider ??= loadFirebaseConfig()
      .then((config) => (config ? firebaseTokenProvider(config) : null))
      .catch((error: unknown) => {
        cachedProvider = null; // offline: the next try asks again
        throw error;
      });
    return cachedProvider;
  },
  configured: () => loadFirebaseConfig().then((config) => config !== null),
  userAgent: () => navigator.userAgent,
};

let deps: PushDependencies = browserDependencies;

export function configurePush(overrides: Partial<PushDependencies> | null): void {
  deps = overrides ? { ...browserDependencies, ...overrides } : browserDependencies;
  // A replaced provider answers for the configuration too, unless told otherwise.
  if (overrides?.provider && !overrides.configured) deps.configured = () => deps.provider().then((provider) => provider !== null);
  cachedProvider = null;
}

/** Finds out once whether push is configured here (pushState.configured); offline leaves it unknown. */
export function checkPushConfigured(): void {
  if (pushState.configured !== null) return;
  deps.configured().then(
    (configured) => {
      pushState.configured = configured;
    },
    () => undefined,
  );
}

/** A step that failed for a reason the user is told about. */
export class PushFailure extends Error {
  readonly problem: PushProblem;
  readonly detail: string | null;
  constructor(problem: PushProblem, detail: string | null = null) {
    super(detail ?? problem);
    this.name = 'PushFailure';
    this.problem = problem;
    this.detail = detail;
  }
}

export function failureOf(error: unknown): PushFailure {
  if (error instanceof PushFailure) return error;
  if (error instanceof WorkerTimeoutError) return new PushFailure('worker_timeout');
  if (error instanceof HttpError) return new PushFailure('failed', error.message);
  return new PushFailure('failed');
}

/** Reads the browser's permission into the store (never asks). */
export function detectPush(): void {
  applyStatusEvent({ type: 'detected', permission: deps.permission() });
  pushState.device = readStorage(STORAGE_KEYS.pushTokenRegistered) === '1' && pushState.status === 'granted' ? 'on' : 'off';
}

/** Why push cannot work here: an iPhone/iPad tab needs the app on the home screen first. */
export function unsupportedProblem(): PushProblem {
  return isIosBrowserTab(deps.userAgent()) ? 'unsupported_ios' : 'unsupported';
}

async function subscriptionEndpoint(registration: ServiceWorkerRegistration): Promise<string | null> {
  try {
    return (await registration.pushManager.getSubscription())?.endpoint ?? null;
  } catch {
    return null;
  }
}

interface CurrentToken {
  record: TokenRecord;
  /** The server must hear of it: a new token, or the weekly refresh. */
  changed: boolean;
  /** The token it replaces, whose parcels the server moves to the new one. */
  previous: string | null;
}

/** The token to register: the kept one while it is valid, else a new one from the provider. */
async function currentToken(): Promise<CurrentToken> {
  if (!mayObtainToken(pushState.status)) throw new PushFailure(pushState.status === 'unsupported' ? unsupportedProblem() : 'blocked');
  const provider = await deps.provider().catch((error: unknown) => {
    throw failureOf(error);
  });
  if (!provider) throw new PushFailure('not_configured');
  const registration = await deps.registration();
  const kept = await readTokenRecord();
  const reason = refreshReason(kept, await subscriptionEndpoint(registration), deps.now());
  if (kept && reason === 'none') return { record: kept, changed: false, previous: null };
  const token = await provider.getToken(registration);
  const record: TokenRecord = { token, endpoint: await subscriptionEndpoint(registration), obtainedAt: deps.now() };
  await writeTokenRecord(record);
  return { record, changed: true, previous: kept && kept.token !== token ? kept.token : null };
}

/** Tells the server about this device (as the signed-in customer, or as a guest). */
export async function registerToken(token: string, previous: string | null = null): Promise<void> {
  const ok = await registerDevice({
    token,
    platform: 'web',
    anon_id: getAnonId(),
    device_name: deviceName(deps.userAgent()),
    ...(previous ? { previous_token: previous } : {}),
  });
  if (!ok) throw new PushFailure('failed');
  writeStorage(STORAGE_KEYS.pushTokenRegistered, '1');
}

/**
 * From a click ("Anunță-mă", "Activează notificările"): asks for permission if the browser has
 * not decided, then obtains and registers the token. Returns the token; throws PushFailure.
 */
export async function enablePush(): Promise<string> {
  applyStatusEvent({ type: 'detected', permission: deps.permission() });
  if (pushState.status === 'unsupported') throw new PushFailure(unsupportedProblem());
  if (mayAsk(pushState.status)) {
    const answer = await deps.requestPermission();
    applyStatusEvent({ type: 'answered', permission: answer });
    if (answer === 'default') throw new PushFailure('dismissed');
  }
  if (pushState.status === 'blocked') throw new PushFailure('blocked');
  pushState.device = 'working';
  try {
    const { record, changed, previous } = await currentToken();
    if (changed || readStorage(STORAGE_KEYS.pushTokenRegistered) !== '1') await registerToken(record.token, previous);
    pushState.device = 'on';
    setProblem(null);
    return record.token;
  } catch (error) {
    pushState.device = 'off';
    throw failureOf(error);
  }
}

/** The user turns push off on this device: token revoked, the server forgets the device. */
export async function disablePush(): Promise<void> {
  const kept = await readTokenRecord();
  pushState.device = 'working';
  try {
    if (kept) {
      await unregisterDevice(kept.token, getAnonId());
      const provider = await deps.provider().catch(() => null);
      if (provider && deps.permission() === 'granted') {
        await provider.deleteToken(await deps.registration()).catch(() => undefined); // the server already forgot it
      }
    }
    await clearTokenRecord();
    writeStorage(STORAGE_KEYS.pushTokenRegistered, null);
    pushState.device = 'off';
    pushState.parcels = {};
    pushState.subscriptions = [];
    setProblem(null);
  } catch (error) {
    pushState.device = kept ? 'on' : 'off';
    throw failureOf(error);
  }
}

/**
 * At start (when idle) and after a login or logout: keeps the server's registration in step with
 * this device. Permission withdrawn in the browser's settings: the server forgets the device. Token
 * renewed (new subscription, or 7 days old) or never confirmed: registered again. Never throws.
 */
export async function syncPushDevice(options: { force?: boolean } = {}): Promise<void> {
  detectPush();
  const kept = await readTokenRecord().catch(() => undefined);
  if (!kept) return; // push never enabled here: nothing to keep in step
  try {
    if (pushState.status !== 'granted') {
      await unregisterDevice(kept.token, getAnonId());
      await clearTokenRecord();
      writeStorage(STORAGE_KEYS.pushTokenRegistered, null);
      pushState.device = 'off';
      return;
    }
    const { record, changed, previous } = await currentToken();
    if (changed || options.force || readStorage(STORAGE_KEYS.pushTokenRegistered) !== '1') await registerToken(record.token, previous);
    pushState.device = 'on';
  } catch {
    // offline or not configured: tried again at the next start or session change
  }
}
