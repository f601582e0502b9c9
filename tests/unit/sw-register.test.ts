import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVATION_TIMEOUT_MS,
  connectWorkbox,
  registerServiceWorker,
  type UpdateEnvironment,
  type WorkboxLike,
} from '../../src/features/pwa/register-sw.ts';
import { markRegistering, pwaState } from '../../src/features/pwa/pwa-store.ts';

type Listener = (event: { isUpdate?: boolean }) => void;

/** Just enough of workbox-window's Workbox: events are fired by the test. */
function fakeWorkbox(registration: Partial<ServiceWorkerRegistration> | Error = { active: {} as ServiceWorker }) {
  const listeners = new Map<string, Listener[]>();
  const wb = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    register: vi.fn(async () => {
      if (registration instanceof Error) throw registration;
      return registration as ServiceWorkerRegistration;
    }),
    messageSkipWaiting: vi.fn(),
    update: vi.fn(async () => undefined),
    fire: (type: string, event: { isUpdate?: boolean } = {}) => (listeners.get(type) ?? []).forEach((l) => l(event)),
  };
  return { wb, asWorkbox: wb as unknown as WorkboxLike };
}

function fakeEnvironment() {
  let accept: (() => void) | undefined;
  const env = {
    reload: vi.fn(),
    announceReload: vi.fn(),
    promptUpdate: vi.fn((onAccept: () => void) => {
      accept = onAccept;
    }),
  } satisfies UpdateEnvironment;
  return { env, accept: () => accept?.() };
}

describe('connectWorkbox: the prompt-style update', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('registers and reports the worker active', async () => {
    const { wb, asWorkbox } = fakeWorkbox();
    await connectWorkbox(asWorkbox, fakeEnvironment().env);
    expect(wb.register).toHaveBeenCalledOnce();
    expect(pwaState.status).toBe('active');
  });

  it('on first install, becomes active when the worker activates', async () => {
    const { wb, asWorkbox } = fakeWorkbox({ active: null });
    await connectWorkbox(asWorkbox, fakeEnvironment().env);
    expect(pwaState.status).toBe('registering');
    wb.fire('activated', { isUpdate: false });
    expect(pwaState.status).toBe('active');
  });

  it('prompts when a new version waits, and reloads once when it takes control', async () => {
    const { wb, asWorkbox } = fakeWorkbox();
    const { env, accept } = fakeEnvironment();
    await connectWorkbox(asWorkbox, env);

    wb.fire('waiting', { isUpdate: true });
    expect(pwaState.status).toBe('update-waiting');
    expect(env.promptUpdate).toHaveBeenCalledOnce();
    wb.fire('activated', { isUpdate: true });
    expect(pwaState.status).toBe('update-waiting');

    accept();
    expect(env.announceReload).toHaveBeenCalledOnce();
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(env.reload).not.toHaveBeenCalled();

    wb.fire('controlling', { isUpdate: true });
    wb.fire('controlling', { isUpdate: true });
    vi.advanceTimersByTime(ACTIVATION_TIMEOUT_MS * 2);
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('reloads anyway 10 s after the click when the new worker never takes control (spec §9)', async () => {
    const { wb, asWorkbox } = fakeWorkbox();
    const { env, accept } = fakeEnvironment();
    await connectWorkbox(asWorkbox, env);
    wb.fire('waiting');
    accept();
    accept(); // a double click sends one message
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(ACTIVATION_TIMEOUT_MS - 1);
    expect(env.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(env.reload).toHaveBeenCalledOnce();
    expect(ACTIVATION_TIMEOUT_MS).toBe(10_000);
  });

  it('does not reload a tab whose user did not ask (another tab accepted the update)', async () => {
    const { wb, asWorkbox } = fakeWorkbox();
    const { env, accept } = fakeEnvironment();
    await connectWorkbox(asWorkbox, env);
    wb.fire('waiting');
    wb.fire('controlling', { isUpdate: true });
    vi.advanceTimersByTime(ACTIVATION_TIMEOUT_MS * 2);
    expect(env.reload).not.toHaveBeenCalled();
    // ...but offers the reload, which now needs no skip-waiting.
    expect(env.promptUpdate).toHaveBeenCalledTimes(2);
    accept();
    expect(env.reload).toHaveBeenCalledOnce();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('says nothing when the first worker takes control', async () => {
    const { wb, asWorkbox } = fakeWorkbox({ active: null });
    const { env } = fakeEnvironment();
    await connectWorkbox(asWorkbox, env);
    wb.fire('controlling', { isUpdate: false });
    expect(env.promptUpdate).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reports a failed registration', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { asWorkbox } = fakeWorkbox(new Error('SecurityError'));
    await connectWorkbox(asWorkbox, fakeEnvironment().env);
    expect(pwaState.status).toBe('error');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('registerServiceWorker', () => {
  it('does nothing outside a production build', () => {
    markRegistering();
    registerServiceWorker();
    expect(import.meta.env.PROD).toBe(false);
    expect(pwaState.status).toBe('unsupported');
  });
});
