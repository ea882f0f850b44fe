import "server-only";
import pg from "pg";
import { getDatabaseTarget, onAuthWrite, type DatabaseTarget } from "@/lib/db/client";
import { AuthCache } from "./auth-cache";

// The database raises `auth_change` (payload "<kind>:<id>") in the same transaction as any change to an API
// key, session, user, membership or role (a trigger per table). Each process keeps one connection of its own
// LISTENing: on PostgreSQL a dedicated `pg` client (not from the pool, which would hand it to queries); on the
// embedded database PGlite's own listener, which it calls before the committing query returns. The cache is
// only on while that connection is listening: from the moment it drops until it listens again every lookup
// reads the database, and what was cached is forgotten (changes made meanwhile were never announced).

const CHANNEL = "auth_change";
const RECONNECT_MS = 250;
// A connection that silently stops (a network partition, no FIN) is found by a heartbeat within this.
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;

type State = {
  cache: AuthCache;
  database: DatabaseTarget | null;
  client: pg.Client | null;
  stopped: boolean;
  retry: ReturnType<typeof setTimeout> | null;
  /** Queries on the listening connection run one after another (pg does not want them overlapping). */
  queue: Promise<unknown>;
};

const holder = globalThis as typeof globalThis & { __adnetAuthCache?: State };

function state(): State {
  return (holder.__adnetAuthCache ??= {
    cache: new AuthCache(),
    database: null,
    client: null,
    stopped: false,
    retry: null,
    queue: Promise.resolve(),
  });
}

function currentDatabase(): DatabaseTarget | null {
  try {
    return getDatabaseTarget();
  } catch {
    return null;
  }
}

/** Runs `sql` on the listening connection after what is already queued there. */
function queued(s: State, client: pg.Client, sql: string): Promise<void> {
  const next = s.queue.then(() => client.query(sql)).then(() => undefined);
  s.queue = next.catch(() => {});
  return next;
}

function onNotification(payload: string | undefined) {
  if (payload) state().cache.invalidate(payload);
}

function connectPostgres(s: State, database: Extract<DatabaseTarget, { kind: "postgres" }>) {
  const client = new pg.Client({ connectionString: database.url, application_name: "adnet-auth-listener", keepAlive: true });
  s.client = client;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  const down = () => {
    if (heartbeat) clearInterval(heartbeat);
    if (s.client !== client) return;
    s.client = null;
    s.cache.setEnabled(false);
    client.removeAllListeners("notification");
    client.end().catch(() => {});
    if (!s.stopped && s.database === database) {
      s.retry = setTimeout(() => {
        s.retry = null;
        if (!s.stopped && s.database === database && !s.client) connectPostgres(s, database);
      }, RECONNECT_MS);
      s.retry.unref?.();
    }
  };
  client.on("error", down);
  client.on("end", down);
  client.on("notification", (message) => {
    if (message.channel === CHANNEL) onNotification(message.payload);
  });
  client
    .connect()
    .then(() => client.query(`LISTEN ${CHANNEL}`))
    .then(() => {
      if (s.client !== client) return;
      // Keep no process alive just for this connection (pg declares no type for its socket, hence the cast).
      (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      s.cache.clear();
      s.cache.setEnabled(true);
      heartbeat = setInterval(() => {
        const timer = setTimeout(down, HEARTBEAT_TIMEOUT_MS);
        timer.unref?.();
        queued(s, client, "SELECT 1").then(() => clearTimeout(timer), down);
      }, HEARTBEAT_MS);
      heartbeat.unref?.();
    })
    .catch(down);
}

function attach(s: State, database: DatabaseTarget | null) {
  void detach(s);
  s.database = database;
  s.stopped = false;
  if (!database) return;
  if (database.kind === "postgres") return connectPostgres(s, database);
  const pglite = database.pglite;
  pglite
    .listen(CHANNEL, onNotification)
    .then(() => {
      if (s.database === database) s.cache.setEnabled(true);
    })
    .catch(() => s.cache.setEnabled(false));
}

function detach(s: State): Promise<void> {
  s.cache.setEnabled(false);
  if (s.retry) clearTimeout(s.retry);
  s.retry = null;
  const client = s.client;
  s.client = null;
  let ended: Promise<void> = Promise.resolve();
  if (client) {
    client.removeAllListeners();
    client.on("error", () => {});
    ended = client.end().catch(() => {});
  }
  if (s.database?.kind === "pglite") s.database.pglite.unlisten(CHANNEL, onNotification).catch(() => {});
  s.database = null;
  return ended;
}

/**
 * The process's authentication cache, listening on the database the app uses (started on first use, and again
 * when tests install another database). Disabled until the listener is up.
 */
export function authCache(): AuthCache {
  const s = state();
  const database = currentDatabase();
  if (database !== s.database) attach(s, database);
  return s.cache;
}

/**
 * Waits until every change committed before this call has reached this process's cache, so the instance that
 * made a change never serves the old state afterwards: a round trip on the listening connection (PostgreSQL
 * sends pending notifications before the answer). The embedded database has delivered them already.
 */
export async function settleAuthChanges(): Promise<void> {
  const s = holder.__adnetAuthCache;
  if (!s?.client || !s.cache.isEnabled) return;
  await queued(s, s.client, "SELECT 1").catch(() => {});
}

// A direct write through the database client (outside a request's transaction) settles the same way.
onAuthWrite(settleAuthChanges);

/** Closes the listening connection (tests, shutdown); the cache stays off until `authCache()` is used again. */
export async function stopAuthChangeListener(): Promise<void> {
  const s = state();
  s.stopped = true;
  await detach(s);
}

/** The listening connection's backend pid (tests terminate it to check the cache turns itself off). */
export async function authListenerPid(): Promise<number | null> {
  const s = holder.__adnetAuthCache;
  if (!s?.client) return null;
  const client = s.client;
  let pid: number | null = null;
  const next = s.queue.then(async () => {
    pid = (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]?.pid ?? null;
  });
  s.queue = next.catch(() => {});
  await next;
  return pid;
}
