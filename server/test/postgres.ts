// A fresh database on a test PostgreSQL server (TEST_DATABASE_URL), for the
// database tests (server/test/harness.ts) and the multi-process e2e specs.
import pg from "pg";

/** Creates `{prefix}_{pid}_{random}` on the server of baseUrl; drop() removes it. */
export async function createPostgresDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
