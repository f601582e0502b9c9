// LISTEN on the app's database, whichever it is: PostgreSQL's NOTIFY reaches every process that
// listens on the channel, once the notifying transaction commits (a change and its notification
// commit together or not at all). With PostgreSQL the listener holds one connection of its own, apart
// from the pool (a pooled connection would lose its LISTEN when handed back); it is opened again
// after a loss, and the caller is told both ways, since notifications sent meanwhile are missed. The
// embedded PGlite (one process alone opens it) has its own listen(), fed by its own connection.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppDb } from './client.ts';

export interface ListenHandlers {
  /** A notification on the channel, its payload. */
  notified(payload: string): void;
  /** Listening (again): every notification committed from now on arrives. */
  up(): void;
  /** The connection is lost: notifications are missed until up() is called again. */
  down(error?: unknown): void;
}

export interface Listening {
  close(): Promise<void>;
}

/** How long a lost listener waits before it connects again. */
const RETRY_MS = 1_000;
/**
 * How often an idle listener asks its connection for a sign of life: one dropped without a word (a
 * NAT or a proxy forgetting it) would otherwise miss every notification unnoticed.
 */
const HEARTBEAT_MS = 30_000;

type PgliteListener = Pick<PGlite, 'listen'> & { closed?: boolean };

const clientOf = (db: AppDb) => (db as unknown as { $client: unknown }).$client;
const pgliteListener = (client: unknown): client is PgliteListener => typeof (client as Partial<PgliteListener> | null)?.listen === 'function';

/** Whether listen() works on this database: PostgreSQL, or an embedded PGlite that has listen(). */
export function canListen(db: AppDb): boolean {
  const client = clientOf(db);
  return client instanceof pg.Pool || pgliteListener(client);
}

/** Starts listening on `channel` (a plain identifier); handlers.up() says when it does. */
export function listen(db: AppDb, channel: string, handlers: ListenHandlers, retryMs = RETRY_MS): Listening {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`listen: not a plain channel name: ${channel}`);
  const client = clientOf(db);
  if (client instanceof pg.Pool) return listenPostgres(client, channel, handlers, retryMs);
  if (pgliteListener(client)) return listenPglite(client, channel, handlers);
  throw new Error('listen: neither a node-postgres pool nor a PGlite with listen()');
}

function listenPglite(client: PgliteListener, channel: string, handlers: ListenHandlers): Listening {
  let closed = false;
  const unlisten = client.listen(channel, (payload) => handlers.notified(payload)).then(
    (stop) => {
      if (!closed) handlers.up();
      return stop;
    },
    (error: unknown) => {
      handlers.down(error);
      return null;
    },
  );
  return {
    async close() {
      closed = true;
      const stop = await unlisten;
      if (stop && !client.closed) await stop().catch(() => {});
    },
  };
}

function listenPostgres(pool: pg.Pool, channel: string, handlers: ListenHandlers, retryMs: number): Listening {
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const heartbeat = setInterval(() => {
    const client = current;
    client?.query('select 1').catch((error: unknown) => lost(client, error));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const lost = (client: pg.Client, error?: unknown) => {
    if (current !== client) return;
    current = null;
    client.end().catch(() => {});
    if (closed) return;
    handlers.down(error);
    retry = setTimeout(connect, retryMs);
    retry.unref();
  };
  const connect = () => {
    retry = null;
    const client = new pg.Client({ ...pool.options, keepAlive: true, query_timeout: 10_000 });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notified(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client
      .connect()
      .then(() => client.query(`listen ${channel}`))
      .then(
        () => {
          if (current === client && !closed) handlers.up();
        },
        (error: unknown) => lost(client, error),
      );
  };
  connect();
  return {
    async close() {
      closed = true;
      clearInterval(heartbeat);
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
