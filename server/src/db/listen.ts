import pg from 'pg';

/** What a listener is told: each payload, and when listening began again after a drop. */
export interface ListenHandlers {
  /** A NOTIFY on the channel, once the transaction that sent it has committed. */
  onNotify(payload: string): void;
  /**
   * Listening began again after the connection dropped. Whatever was sent meanwhile is lost (a
   * NOTIFY reaches only the sessions listening at its commit), so the listener must assume that
   * anything may have changed.
   */
  onReconnect?(): void;
  /** The connection failed or dropped; it is opened again by itself. */
  onError?(err: unknown): void;
}

/** Stops listening and closes what listening opened. */
export type StopListening = () => Promise<void>;

/** Waits between attempts to open the connection again: quickly at first, then every 5 s. */
const RETRY_MS = [250, 1000, 2000, 5000];
/**
 * A listening connection only ever receives, so a connection that died without a word (a
 * firewall dropping it) would go unnoticed; a small query this often finds out.
 */
const PING_MS = 30_000;

/**
 * LISTEN on a PostgreSQL connection of its own, outside the pool: a pooled connection goes back to
 * the pool and with it the LISTEN. The connection is opened again whenever it drops, for as long
 * as listening goes on; the first opening's failure is the caller's to handle.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<StopListening> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const open = async (): Promise<pg.Client> => {
    const c = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    c.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        handlers.onNotify(message.payload);
    });
    // Without an 'error' listener a dropped connection would crash the process.
    c.on('error', (err) => {
      handlers.onError?.(err);
      lost(c);
    });
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    return c;
  };

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    void c.end().catch(() => undefined);
    if (!stopped) reopenLater();
  };

  const reopenLater = () => {
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        const c = await open();
        if (stopped) {
          await c.end().catch(() => undefined);
          return;
        }
        client = c;
        failures = 0;
        handlers.onReconnect?.();
      } catch (err) {
        failures++;
        handlers.onError?.(err);
        if (!stopped) reopenLater();
      }
    }, wait);
    retry.unref();
  };

  client = await open();
  const ping = setInterval(() => {
    const c = client;
    c?.query('SELECT 1').catch((err) => {
      handlers.onError?.(err);
      lost(c);
    });
  }, PING_MS);
  ping.unref();

  return async () => {
    stopped = true;
    clearInterval(ping);
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}
