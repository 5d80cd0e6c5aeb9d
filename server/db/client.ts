// One schema, two drivers (DESIGN "Stack"): embedded PGlite under DATA_DIR by
// default, PostgreSQL through `pg` when DATABASE_URL is set.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
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
};

// Resolved from the working directory: the bundled server (dist/server.js) and
// the sources sit at different depths, but both run from the repository root.
const migrationsPath = () => path.resolve(process.cwd(), "server/db/migrations");

export async function openDatabase(options: {
  databaseUrl?: string;
  /** Directory for the embedded database; omit for an in-memory one (tests). */
  dataDir?: string;
  /** Told when an idle PostgreSQL connection fails. */
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE)
    // must not crash the process: the pool replaces it on the next query.
    pool.on("error", (error) => options.onIdleError?.(error));
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migrate(db as never, { migrationsFolder: migrationsPath() }),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.resolve(options.dataDir, "db");
    mkdirSync(dir, { recursive: true });
  }
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migrate(db as never, { migrationsFolder: migrationsPath() }),
    close: () => client.close(),
  };
}
