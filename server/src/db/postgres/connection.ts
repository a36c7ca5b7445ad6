import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Db } from '../connection.js';
import type { Database } from '../schema.js';

/**
 * What `openPostgres` keeps of each database it opened: the pool, and how many commits of this
 * process changed a row (the part of the change token that needs no query, see `changes.ts`).
 */
export interface PostgresHandle {
  pool: pg.Pool;
  localChanges: number;
  /** Names of the statements prepared by name (see `statementName`), by their text. */
  prepared: PreparedNames;
}

const handles = new WeakMap<object, PostgresHandle>();

/** The handle of a database opened by `openPostgres`; undefined for any other database. */
export function postgresHandleOf(db: object): PostgresHandle | undefined {
  return handles.get(db);
}

/**
 * Every transaction of the app takes this advisory lock first (`pg_advisory_xact_lock`, freed
 * at its end), so transactions run one at a time across the pool and across app servers, as
 * they do on SQLite's one connection. The services rely on it: a poster number is
 * `max(poster) + 1` read and written in one transaction, a download claims its disk's copy
 * slot by reading and writing rows. Statements outside a transaction are not serialised.
 */
const TRANSACTION_LOCK = 0x63_69_6e_65; // 'cine'

/**
 * The types read as numbers instead of strings: `bigint` (ids, times, sizes and counts, all
 * well inside 2^53) and `numeric` (what `sum()` of a bigint answers).
 */
const NUMERIC_TYPES = new Set([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMERIC_TYPES.has(oid)
      ? Number
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

/**
 * How many statement texts a pool prepares by name, each on every connection that runs it
 * (PostgreSQL keeps a prepared statement per connection until it closes): the first texts run
 * twice, which are the search's and the cards' few shapes (a text asked once, such as a tier
 * that leaves out 300 films found before it, stays unnamed).
 */
const PREPARED_TEXTS = 100;

/** Statement texts seen once, then their names once seen again (at most PREPARED_TEXTS). */
interface PreparedNames {
  seen: Set<string>;
  names: Map<string, string>;
}

/**
 * The name to prepare a statement under, or undefined to send it unnamed. Without a name, `pg`
 * sends each statement's text to be parsed and analysed again (0.1-0.6 ms of a backend's time
 * for a search's statements, waited for on a busy machine); with one, once per connection.
 * Only reads: a prepared SELECT needs no invalidation beyond what PostgreSQL does itself when a
 * table it reads changes. Plans stay custom (`plan_cache_mode`, `openPostgres`): a search
 * tier's plan depends on its words.
 */
function statementName(prepared: PreparedNames, text: string): string | undefined {
  const name = prepared.names.get(text);
  if (name || prepared.names.size >= PREPARED_TEXTS || !/^\s*select\b/i.test(text)) return name;
  if (!prepared.seen.has(text)) {
    if (prepared.seen.size >= PREPARED_TEXTS * 10) prepared.seen.clear();
    prepared.seen.add(text);
    return undefined;
  }
  const named = `cineclub_${prepared.names.size}`;
  prepared.names.set(text, named);
  return named;
}

/**
 * A pool client that counts this process's committed writes into `handle.localChanges` (a
 * write outside a transaction when it ends, one inside at its COMMIT, so a cache never keeps
 * uncommitted rows under a new token) and takes the transaction lock at every BEGIN.
 */
function trackedClient(
  first: pg.PoolClient,
  handle: PostgresHandle,
  connect: () => Promise<pg.PoolClient>,
  poolSize: number,
): PostgresPoolClient {
  let client = first;
  let inTransaction = false;
  let wrote = false;
  let answered = false;
  let released = false;
  // pg's pool listens for errors of idle clients only: a connection that drops while this one
  // is checked out emits an error here (its query, if any, fails too), and the client goes back
  // to the pool as broken, which closes it.
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost = error;
  };
  client.on('error', onError);
  const send = async (text: string, parameters: unknown[]) => {
    const name = statementName(handle.prepared, text);
    const result = await client.query(
      name ? { name, text, values: parameters } : { text, values: parameters },
    );
    answered = true;
    return result;
  };
  /**
   * The pool may hand out connections that the server ended while they sat idle (a restart
   * whose notice is still unread): the first statement never ran there, so it runs again on
   * the next connection, at most once per connection the pool holds.
   */
  const run = async (text: string, parameters: unknown[]) => {
    try {
      for (let retries = 0; ; retries++) {
        try {
          return await send(text, parameters);
        } catch (error) {
          if (answered || !wasEndedByServer(error) || retries >= poolSize) throw error;
          client.removeListener('error', onError);
          client.release(error as Error);
          released = true;
          client = await connect();
          released = false;
          lost = undefined;
          client.on('error', onError);
        }
      }
    } catch (error) {
      if (isPostgresUnavailable(error)) lost = error as Error;
      throw error;
    }
  };
  return {
    async query(text: string, parameters: readonly unknown[]) {
      const statement = text.trimStart().slice(0, 20).toLowerCase();
      if (/^(begin|start transaction)\b/.test(statement)) {
        const result = await run(text, [...parameters]);
        inTransaction = true;
        wrote = false;
        await run('SELECT pg_advisory_xact_lock($1)', [TRANSACTION_LOCK]);
        return result;
      }
      const ending = /^(commit|rollback)\s*$/.test(statement);
      try {
        const result = await run(text, [...parameters]);
        if (WRITES.has(result.command) && (result.rowCount ?? 0) > 0) {
          if (inTransaction) wrote = true;
          else handle.localChanges++;
        }
        if (ending && statement.startsWith('commit') && wrote) handle.localChanges++;
        return result;
      } finally {
        if (ending) inTransaction = false;
      }
    },
    release: () => {
      if (released) return;
      client.removeListener('error', onError);
      client.release(lost);
    },
  } as unknown as PostgresPoolClient;
}

/**
 * Opens a pool on PostgreSQL (`DATABASE_URL`). A connection that breaks (the server restarted,
 * the network dropped) fails the statements it was running, which answer 503 (see
 * `isDatabaseUnavailable` in `db/connection.ts`), and leaves the pool: the next statement
 * connects again.
 */
export function openPostgres(url: string, options: { max?: number } = {}): Db {
  const poolSize = options.max ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    // A pool that cannot reach the server answers within this, instead of queueing requests.
    connectionTimeoutMillis: 5_000,
    // Connections are kept however long they sit idle (0: no idle timeout): a new one's first
    // statements wait for its backend to read the system catalogues (5-40 ms more each,
    // measured at 1,000,000 films), which with a timeout every search after a quiet half
    // minute, the usual pace of a family's site, paid again. At most `max` idle backends stay.
    idleTimeoutMillis: 0,
    // Statements prepared by name (`statementName`) are planned for their values each time, as
    // unnamed ones are: after five runs PostgreSQL could otherwise keep one generic plan, which
    // for a search tier would be the plan of no word in particular.
    // No JIT compilation: the site's statements run for milliseconds, and PostgreSQL compiles
    // any whose estimated cost passes `jit_above_cost`, such as a search walk on a big
    // catalogue, spending 200-650 ms on it (measured on 1,000,000 films) to save a few.
    // (`options`, PostgreSQL's startup setting, is read by pg but missing from its types.)
    ...({ options: '-c plan_cache_mode=force_custom_plan -c jit=off' } as pg.PoolConfig),
  });
  // An idle client whose connection dropped: the pool has already discarded it.
  pool.on('error', () => {});
  const handle: PostgresHandle = {
    pool,
    localChanges: 0,
    prepared: { seen: new Set(), names: new Map() },
  };
  const tracked: PostgresPool = {
    connect: async () =>
      trackedClient(await pool.connect(), handle, () => pool.connect(), poolSize),
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: tracked }) });
  handles.set(db, handle);
  return db;
}

/**
 * Whether a statement failed because the server had ended its connection: shut down by an
 * administrator or a restart (57P01), a crash of another backend (57P02), or an idle session's
 * timeout (57P05). The server ends such a connection before or instead of running the
 * statement, never after committing it.
 */
function wasEndedByServer(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '57P01' || code === '57P02' || code === '57P05';
}

/** SQLSTATE classes and Node errors of a connection that is lost or cannot be made. */
const UNAVAILABLE_STATES = /^(08|57P0[123]|53300)/;
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether an error means that PostgreSQL cannot be reached right now (rather than a fault of
 * the statement): the request is answered 503 and the pool connects again for the next one.
 */
export function isPostgresUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code))) {
    return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
    error.message,
  );
}
