import { existsSync, mkdtempSync, rmSync, writeFileSync, readFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { bootServices } from "../boot";
import { parseEnv } from "../env";
import { createTeamMember } from "../test/factories";
import { backupDatabase, restoreDatabase } from "./backup";
import { holdEmbeddedDatabase } from "./pid-lock";
import { teamMembers } from "./schema";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "homefront-backup-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function names(env: ReturnType<typeof parseEnv>) {
  const services = await bootServices(env);
  const rows = await services.db.select().from(teamMembers);
  await services.database.close();
  return rows.map((r) => r.name).sort();
}

describe("backups", () => {
  test("the embedded database and uploads survive a backup and restore round trip", async () => {
    const dataDir = tempDir();
    const env = parseEnv({ DATA_DIR: dataDir, DEMO_CONTENT: "false", LOG_LEVEL: "silent" });
    const services = await bootServices(env);
    await createTeamMember(services.db, { name: "Before Backup" });
    await services.database.close();
    mkdirSync(path.join(dataDir, "uploads/team-photos"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads/team-photos/a.webp"), "image-bytes");

    const backupDir = path.join(tempDir(), "backup");
    expect(await backupDatabase(env, backupDir)).toMatchObject({ kind: "pglite", uploads: true });

    const after = await bootServices(env);
    await createTeamMember(after.db, { name: "After Backup" });
    await after.database.close();
    rmSync(path.join(dataDir, "uploads/team-photos/a.webp"));
    expect(await names(env)).toEqual(["After Backup", "Before Backup"]);

    await restoreDatabase(env, backupDir);
    expect(await names(env)).toEqual(["Before Backup"]);
    expect(readFileSync(path.join(dataDir, "uploads/team-photos/a.webp"), "utf8")).toBe(
      "image-bytes",
    );
  }, 120_000);

  test("with uploads in S3 the backup holds the database only (the bucket keeps the files)", async () => {
    const dataDir = tempDir();
    const env = parseEnv({
      DATA_DIR: dataDir,
      DEMO_CONTENT: "false",
      LOG_LEVEL: "silent",
      S3_BUCKET: "homefront-files",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    const services = await bootServices(env);
    await services.database.close();
    mkdirSync(path.join(dataDir, "uploads/team-photos"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads/team-photos/stale.webp"), "left from before S3");
    const backupDir = path.join(tempDir(), "backup");
    expect(await backupDatabase(env, backupDir)).toMatchObject({ kind: "pglite", uploads: false });
    expect(existsSync(path.join(backupDir, "uploads.tar.gz"))).toBe(false);
  }, 120_000);

  test("refuses to touch the embedded database while a server holds it", async () => {
    const dataDir = tempDir();
    const env = parseEnv({ DATA_DIR: dataDir, DEMO_CONTENT: "false", LOG_LEVEL: "silent" });
    const release = holdEmbeddedDatabase(dataDir);
    // Our own pid counts as free; pretend the lock belongs to a live parent process.
    writeFileSync(path.join(dataDir, "server.pid"), String(process.ppid));
    await expect(backupDatabase(env, path.join(tempDir(), "b"))).rejects.toThrow(/is running on/);
    release();
  });

  test.skipIf(!process.env.TEST_DATABASE_URL)(
    "PostgreSQL survives a round trip through pg_dump and pg_restore",
    async () => {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `homefront_backup_${process.pid}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        const env = parseEnv({
          DATA_DIR: tempDir(),
          DATABASE_URL: url.toString(),
          DEMO_CONTENT: "false",
          LOG_LEVEL: "silent",
        });
        const services = await bootServices(env);
        await createTeamMember(services.db, { name: "Kept" });
        await services.database.close();
        const backupDir = path.join(tempDir(), "pg");
        await backupDatabase(env, backupDir);
        const again = await bootServices(env);
        await createTeamMember(again.db, { name: "Dropped" });
        await again.database.close();
        await restoreDatabase(env, backupDir);
        expect(await names(env)).toEqual(["Kept"]);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
