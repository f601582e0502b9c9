// Verified API keys remembered per process for a few seconds (issue #32), so that a shop's
// requests do not read its key from the database each time: the public API's door then costs one
// SHA-256 and a map lookup. Entries are keyed by the SHA-256 of the whole key (what the database
// stores), at most MAX_KEYS of them, the least recently used dropped first.
// A change to a key (revoked, scope, mode...) or to its account's status must apply at once in every
// process: the database notifies it on `curiero_api_keys` in the transaction that writes it (triggers
// of migration 0016), every process listens (db/notifications.ts) and forgets what it names. Keys
// are remembered only while this process listens: before the listener is up, and from a lost
// connection until it is back, every request reads its key. A read that a notification overtook (the
// key read, then changed, then the stale read remembered) is not kept: each read carries the count of
// notifications seen before it, and is remembered only if none came since.
import type { FastifyBaseLogger } from 'fastify';
import { isEmbedded, type AppDb } from '../../db/client.ts';
import { canListen, listen, type Listening } from '../../db/notifications.ts';
import type { ApiCaller } from './api-keys.ts';

export const KEY_CHANNEL = 'curiero_api_keys';
/** How long a verified key is taken on trust without reading it again. */
export const KEY_MEMORY_MS = 5_000;
/** The most keys one process remembers. */
export const MAX_KEYS = 10_000;
/** How long a revocation waits for this process to hear its own notification (the others hear it at the same time). */
const ECHO_WAIT_MS = 1_000;

/** One turn of the event loop, its I/O included: another listener's copy that arrived with ours is read. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface KeyMemory {
  /** The caller behind the key with this SHA-256 (hex), while remembered and fresh. */
  recall(hash: string): ApiCaller | undefined;
  /** Taken before a key is read from the database, handed to remember(). */
  stamp(): number;
  /** Keeps a caller just read, unless a change was notified since `stamp` (or nobody listens). */
  remember(hash: string, caller: ApiCaller, stamp: number): void;
  /** Forgets a key here at once (a revocation made by this process). */
  forget(keyId: number): void;
  /**
   * Resolves once this process has heard the notification of a change to the key (or after a
   * second, or at once when it is not listening). Ask before the change's transaction commits.
   */
  heard(keyId: number): { wait(): Promise<void>; cancel(): void };
  /** Starts listening now (the server listens) rather than with the first recall(). */
  warm(): void;
  /** Whether it listens now (and so remembers keys). */
  listening(): boolean;
  /** Keys remembered now. */
  size(): number;
  close(): Promise<void>;
}

interface Entry {
  caller: ApiCaller;
  until: number;
}

export interface KeyMemoryOptions {
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  ttlMs?: number;
  max?: number;
  now?: () => number;
}

/** The memory of one app; it starts listening with warm() or its first recall(). */
export function createKeyMemory(db: AppDb, { log, ttlMs = KEY_MEMORY_MS, max = MAX_KEYS, now = Date.now }: KeyMemoryOptions = {}): KeyMemory {
  const entries = new Map<string, Entry>();
  const waiters = new Map<number, Set<() => void>>();
  let notifications = 0;
  let listening = false;
  let listener: Listening | null = null;
  let closed = false;

  const forgetWhere = (match: (caller: ApiCaller) => boolean) => {
    for (const [hash, entry] of entries) if (match(entry.caller)) entries.delete(hash);
  };
  const wake = (keyId: number) => {
    const set = waiters.get(keyId);
    if (!set) return;
    waiters.delete(keyId);
    for (const resolve of set) resolve();
  };
  const notified = (payload: string) => {
    notifications += 1;
    const [kind, id] = payload.split(':');
    const n = Number(id);
    if (kind === 'key' && Number.isInteger(n)) {
      forgetWhere((caller) => caller.keyId === n);
      wake(n);
    } else if (kind === 'customer' && Number.isInteger(n)) {
      forgetWhere((caller) => caller.customerId === n);
    } else {
      entries.clear();
    }
  };
  const start = () => {
    if (listener || listening || closed) return;
    if (!canListen(db) && isEmbedded(db)) {
      // An embedded database that cannot LISTEN (one process alone opens it): this process's own
      // revocations forget the key directly; a change written otherwise is seen within the window.
      listening = true;
      return;
    }
    listener = listen(db, KEY_CHANNEL, {
      notified,
      up() {
        notifications += 1;
        entries.clear();
        listening = true;
      },
      down(error) {
        listening = false;
        notifications += 1;
        entries.clear();
        for (const id of [...waiters.keys()]) wake(id);
        log?.warn({ err: error }, 'api keys: the database listener is lost; every request reads its key until it is back');
      },
    });
  };

  return {
    recall(hash) {
      start();
      if (!listening) return undefined;
      const entry = entries.get(hash);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(hash);
        return undefined;
      }
      // Most recently used last: the first entry is the one to drop when full.
      entries.delete(hash);
      entries.set(hash, entry);
      return entry.caller;
    },
    stamp: () => notifications,
    remember(hash, caller, stamp) {
      if (!listening || stamp !== notifications) return;
      entries.delete(hash);
      entries.set(hash, { caller, until: now() + ttlMs });
      while (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    forget(keyId) {
      forgetWhere((caller) => caller.keyId === keyId);
    },
    heard(keyId) {
      if (!listening || !listener) return { wait: () => Promise.resolve(), cancel() {} };
      let resolve!: () => void;
      const done = new Promise<void>((r) => (resolve = r));
      let set = waiters.get(keyId);
      if (!set) waiters.set(keyId, (set = new Set()));
      set.add(resolve);
      const cancel = () => {
        waiters.get(keyId)?.delete(resolve);
        if (waiters.get(keyId)?.size === 0) waiters.delete(keyId);
        resolve();
      };
      return {
        async wait() {
          const timer = setTimeout(cancel, ECHO_WAIT_MS);
          await done;
          clearTimeout(timer);
          await nextTurn();
        },
        cancel,
      };
    },
    warm: start,
    listening: () => listening,
    size: () => entries.size,
    async close() {
      closed = true;
      listening = false;
      entries.clear();
      for (const id of [...waiters.keys()]) wake(id);
      await listener?.close();
    },
  };
}
