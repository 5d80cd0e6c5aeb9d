// Databases the bench creates and reads: a fresh PostgreSQL database per use
// (dropped afterwards), and read-only look-ups of an upcoming event id.
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { openPglite } from "../server/db/client";

/** A wrong BENCH_DATABASE_URL fails fast instead of hanging the bench. */
const client = (connectionString: string) =>
  new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });

const UPCOMING_EVENT_SQL = `
  select id from events
  where starts_at > now() and status = 'active'
  order by has_tickets desc, starts_at
  limit 1`;

/** Creates `homefront_bench_*` on the server of baseUrl; drop() removes it. */
export async function createPostgresDatabase(baseUrl: string, purpose: string) {
  const name = `homefront_bench_${purpose}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = client(baseUrl);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /**
     * Waits for the users' connections to finish closing (a closed pg pool
     * may still be saying goodbye) before forcing: a forced drop kills them,
     * and a pg client that hears that after its pool let go throws.
     */
    drop: async () => {
      const admin = client(baseUrl);
      await admin.connect();
      try {
        for (let attempt = 0; attempt < 50; attempt++) {
          try {
            await admin.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== "55006") throw error; // 55006: in use
            await sleep(100);
          }
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

export async function upcomingEventIdPostgres(databaseUrl: string): Promise<string | undefined> {
  const db = client(databaseUrl);
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(UPCOMING_EVENT_SQL);
    return rows[0]?.id;
  } finally {
    await db.end();
  }
}

/** Only while no server holds the directory: PGlite allows one process at a time. */
export async function upcomingEventIdPglite(dataDir: string): Promise<string | undefined> {
  const db = await openPglite(path.join(dataDir, "db"));
  try {
    const { rows } = await db.query<{ id: string }>(UPCOMING_EVENT_SQL);
    return rows[0]?.id;
  } finally {
    await db.close();
  }
}
