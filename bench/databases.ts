// Databases the bench creates and reads: a fresh PostgreSQL database per use
// (dropped afterwards), and read-only look-ups of an upcoming event id.
import path from "node:path";
import pg from "pg";

const UPCOMING_EVENT_SQL = `
  select id from events
  where starts_at > now() and status = 'active'
  order by has_tickets desc, starts_at
  limit 1`;

/** Creates `homefront_bench_*` on the server of baseUrl; drop() removes it. */
export async function createPostgresDatabase(baseUrl: string, purpose: string) {
  const name = `homefront_bench_${purpose}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
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
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function upcomingEventIdPostgres(databaseUrl: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(UPCOMING_EVENT_SQL);
    return rows[0]?.id;
  } finally {
    await client.end();
  }
}

/** Only while no server holds the directory: PGlite allows one process at a time. */
export async function upcomingEventIdPglite(dataDir: string): Promise<string | undefined> {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(path.join(dataDir, "db"));
  try {
    await db.waitReady;
    const { rows } = await db.query<{ id: string }>(UPCOMING_EVENT_SQL);
    return rows[0]?.id;
  } finally {
    await db.close();
  }
}
