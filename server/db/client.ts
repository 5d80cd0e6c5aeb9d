// One schema, two drivers (DESIGN "Stack"): embedded PGlite under DATA_DIR by
// default, PostgreSQL through `pg` when DATABASE_URL is set.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzleClient } from "./pglite-client";
import * as schema from "./schema";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Calls `listener` after every committed write to a watched table, by any
   * instance (docs/decisions/011-page-cache.md). On this instance it runs before
   * the writer's own commit resolves, so a page read after a write never misses it.
   */
  onContentChange: (listener: () => void) => () => void;
};

/** Listeners of content changes, told together. */
function contentListeners() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    announce() {
      for (const listener of listeners) listener();
    },
    get size() {
      return listeners.size;
    },
  };
}

/** docs/decisions/011-page-cache.md: committed writes to watched tables are announced here (./content-changes.ts). */
export const CONTENT_CHANNEL = "homefront_content";

/**
 * Every embedded database opens through here, with the extensions its
 * migrations create (docs/decisions/025-search-indexes.md: pg_trgm backs the
 * back office's searches); a PGlite opened without them cannot use those indexes.
 */
export async function openPglite(dir?: string, options: { loadDataDir?: Blob } = {}) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  const client = new PGlite({ ...options, dataDir: dir, extensions: { pg_trgm } });
  await client.waitReady;
  return client;
}

// Resolved from the working directory: the bundled server (dist/server.js) and
// the sources sit at different depths, but both run from the repository root.
const migrationsPath = () => path.resolve(process.cwd(), "server/db/migrations");

export async function openDatabase(options: {
  databaseUrl?: string;
  /** Directory for the embedded database; omit for an in-memory one (tests). */
  dataDir?: string;
  /** Told when an idle PostgreSQL connection fails. */
  onIdleError?: (error: Error) => void;
  /** Told every statement's SQL (tests that check which tables a page reads). */
  onQuery?: (query: string) => void;
}): Promise<Database> {
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const changes = contentListeners();
    const hear = (message: { channel: string }) => {
      if (message.channel === CONTENT_CHANNEL) changes.announce();
    };
    // Every pooled connection listens too: PostgreSQL hands a session its own
    // notifications as part of the COMMIT's answer, so this instance hears its
    // writes before the code that made them goes on.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      onConnect: async (client) => {
        client.on("notification", hear);
        await client.query(`LISTEN ${CONTENT_CHANNEL}`);
      },
    });
    // Pooled connections come and go; one connection of its own hears the other instances.
    const listener = keepListening(
      () => new pg.Client({ connectionString: options.databaseUrl }),
      hear,
      changes.announce,
      options.onIdleError,
    );
    // An idle connection dropped by the server (restart, failover, DROP DATABASE)
    // must not crash the process: the pool replaces it on the next query.
    pool.on("error", (error) => options.onIdleError?.(error));
    const db = drizzle(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migrate(db as never, { migrationsFolder: migrationsPath() }),
      close: async () => {
        await listener.stop();
        await pool.end();
      },
      onContentChange: (fn) => {
        listener.start();
        return changes.add(fn);
      },
    };
  }
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.resolve(options.dataDir, "db");
    mkdirSync(dir, { recursive: true });
  }
  const client = await openPglite(dir);
  const db = drizzle({ client: drizzleClient(client), schema, logger }) as unknown as Db;
  const changes = contentListeners();
  // PGlite is one session in this process: its notifications arrive with the COMMIT's answer.
  await client.listen(CONTENT_CHANNEL, changes.announce);
  return {
    db,
    kind: "pglite",
    migrate: () => migrate(db as never, { migrationsFolder: migrationsPath() }),
    close: () => client.close(),
    onContentChange: changes.add,
  };
}

type ListeningClient = {
  on(event: "notification", fn: (message: { channel: string }) => void): unknown;
  on(event: "error", fn: (error: Error) => void): unknown;
  on(event: "end", fn: () => void): unknown;
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
};

/**
 * One connection that LISTENs for as long as the process runs, reconnecting
 * after a second when it drops. While it was down notifications may have been
 * missed, so every (re)connection is announced as a change.
 */
function keepListening(
  connect: () => ListeningClient,
  hear: (message: { channel: string }) => void,
  announce: () => void,
  onError?: (error: Error) => void,
) {
  let client: ListeningClient | undefined;
  let started = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async () => {
    if (stopped) return;
    const next = connect();
    client = next;
    let ended = false;
    const again = () => {
      if (ended) return;
      ended = true;
      if (stopped) return;
      announce();
      retry = setTimeout(() => void open(), 1_000);
      retry.unref();
    };
    next.on("notification", hear);
    next.on("error", (error) => {
      onError?.(error);
      next.end().catch(() => {});
      again();
    });
    next.on("end", again);
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      announce();
    } catch (error) {
      onError?.(error as Error);
      next.end().catch(() => {});
      again();
    }
  };
  return {
    start() {
      if (started) return;
      started = true;
      void open();
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
