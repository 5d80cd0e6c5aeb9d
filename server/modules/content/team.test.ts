import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { auditLog, teamMembers } from "../../db/schema";
import { adminUser } from "../../test/admin-context";
import { createTestServices, usesPostgres, type TestServices } from "../../test/harness";
import { existsSync } from "node:fs";
import path from "node:path";
import { pngImage } from "../../test/images";
import {
  createTeamMember,
  deleteTeamMember,
  listTeamMembersForAdmin,
  reorderTeamMembers,
  updateTeamMember,
} from "./team";
import { storeImage } from "../media/index.server";
import { withFailingDeletes } from "../../test/failing-deletes";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());
beforeEach(async () => {
  await services.db.delete(teamMembers);
  await services.db.delete(auditLog);
});

const member = (name: string) => ({ name, title: "Volunteer", bio: null, photoUrl: null });
const orderOf = async () =>
  (await services.db.select().from(teamMembers).orderBy(asc(teamMembers.orderIndex))).map((m) => [
    m.name,
    m.orderIndex,
  ]);

describe("team members", () => {
  test("new members go to the end of the order and each create is audited", async () => {
    await createTeamMember(services, adminUser, member("Ann"));
    await createTeamMember(services, adminUser, member("Bo"));
    expect(await orderOf()).toEqual([
      ["Ann", 0],
      ["Bo", 1],
    ]);
    const audits = await services.db.select().from(auditLog);
    expect(audits.map((a) => [a.action, a.actorEmail])).toEqual([
      ["create", adminUser.email],
      ["create", adminUser.email],
    ]);
  });

  test("an update changes the fields and audits only what changed", async () => {
    const ann = await createTeamMember(services, adminUser, member("Ann"));
    await updateTeamMember(services, adminUser, ann.id, {
      ...member("Ann"),
      title: "Chair",
      bio: "Hello",
    });
    const [row] = await services.db.select().from(teamMembers).where(eq(teamMembers.id, ann.id));
    expect(row).toMatchObject({ title: "Chair", bio: "Hello" });
    const [audit] = await services.db.select().from(auditLog).where(eq(auditLog.action, "update"));
    expect(audit!.before).toEqual({ title: "Volunteer", bio: null });
    expect(audit!.after).toEqual({ title: "Chair", bio: "Hello" });
  });

  test("updating or deleting a missing member is a 404", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", ""]) {
      await expect(updateTeamMember(services, adminUser, id, member("X"))).rejects.toMatchObject({
        status: 404,
      });
      await expect(deleteTeamMember(services, adminUser, id)).rejects.toMatchObject({
        status: 404,
      });
    }
  });

  test("a delete removes the row and keeps its last state in the audit log", async () => {
    const ann = await createTeamMember(services, adminUser, member("Ann"));
    await deleteTeamMember(services, adminUser, ann.id);
    expect(await listTeamMembersForAdmin(services.db)).toEqual([]);
    const [audit] = await services.db.select().from(auditLog).where(eq(auditLog.action, "delete"));
    expect(audit).toMatchObject({ entity: "team_members", entityId: ann.id, after: null });
    expect(audit!.before).toMatchObject({ name: "Ann" });
  });
});

describe("photos", () => {
  const onDisk = (url: string) =>
    existsSync(path.join(services.uploadsDir, url.replace(/^\/uploads\//, "")));

  test("a replaced photo is deleted once the change is saved, and a deleted member's photo with them", async () => {
    const first = await storeImage(services, { data: await pngImage(), folder: "team-photos" });
    const second = await storeImage(services, { data: await pngImage(), folder: "team-photos" });
    const ann = await createTeamMember(services, adminUser, {
      ...member("Ann"),
      photoUrl: first.url,
    });
    await updateTeamMember(services, adminUser, ann.id, { ...member("Ann"), photoUrl: second.url });
    expect(onDisk(first.url)).toBe(false);
    expect(onDisk(first.url.replace("-1600.webp", "-480.webp"))).toBe(false);
    expect(onDisk(second.url)).toBe(true);
    await deleteTeamMember(services, adminUser, ann.id);
    expect(onDisk(second.url)).toBe(false);
  });

  test("a photo file that can't be deleted is logged, and the update and delete are still saved", async () => {
    const { services: failing, warn } = withFailingDeletes(services);
    const first = await storeImage(services, { data: await pngImage(), folder: "team-photos" });
    const ann = await createTeamMember(services, adminUser, {
      ...member("Ann"),
      photoUrl: first.url,
    });
    await expect(
      updateTeamMember(failing, adminUser, ann.id, {
        ...member("Ann"),
        title: "Chair",
        photoUrl: null,
      }),
    ).resolves.toMatchObject({ title: "Chair", photoUrl: null });
    const [row] = await services.db.select().from(teamMembers).where(eq(teamMembers.id, ann.id));
    expect(row).toMatchObject({ title: "Chair", photoUrl: null });
    expect(warn).toHaveBeenCalled();

    warn.mockClear();
    await updateTeamMember(services, adminUser, ann.id, { ...member("Ann"), photoUrl: first.url });
    await expect(deleteTeamMember(failing, adminUser, ann.id)).resolves.toMatchObject({
      id: ann.id,
    });
    expect(await listTeamMembersForAdmin(services.db)).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  test("demo art is never deleted", async () => {
    const ann = await createTeamMember(services, adminUser, {
      ...member("Ann"),
      photoUrl: "/uploads/demo/team-maria.webp",
    });
    await expect(deleteTeamMember(services, adminUser, ann.id)).resolves.toMatchObject({
      id: ann.id,
    });
  });
});

describe("reordering", () => {
  test("rewrites order_index to the new order, 0..n-1", async () => {
    const a = await createTeamMember(services, adminUser, member("A"));
    const b = await createTeamMember(services, adminUser, member("B"));
    const c = await createTeamMember(services, adminUser, member("C"));
    await reorderTeamMembers(services, adminUser, [c.id, a.id, b.id]);
    expect(await orderOf()).toEqual([
      ["C", 0],
      ["A", 1],
      ["B", 2],
    ]);
    const audits = await services.db.select().from(auditLog).where(eq(auditLog.action, "update"));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toEqual({ order: [c.id, a.id, b.id] });
  });

  test("unknown ids are skipped and members left out keep their place after the others", async () => {
    await createTeamMember(services, adminUser, member("A"));
    await createTeamMember(services, adminUser, member("B"));
    const c = await createTeamMember(services, adminUser, member("C"));
    await reorderTeamMembers(services, adminUser, [
      c.id,
      "00000000-0000-4000-8000-000000000000",
      "junk",
    ]);
    expect(await orderOf()).toEqual([
      ["C", 0],
      ["A", 1],
      ["B", 2],
    ]);
  });

  test("two admins reordering (and adding) at once always leave a clean 0..n-1 order", async () => {
    const created = [];
    for (const name of ["A", "B", "C", "D", "E"])
      created.push(await createTeamMember(services, adminUser, member(name)));
    const ids = created.map((m) => m.id);
    const orders = [
      [...ids].reverse(),
      [ids[2]!, ids[0]!, ids[4]!, ids[1]!, ids[3]!],
      [ids[1]!, ids[0]!, ids[2]!, ids[3]!, ids[4]!],
    ];
    await Promise.all([
      ...orders.map((o) => reorderTeamMembers(services, adminUser, o)),
      createTeamMember(services, adminUser, member("F")),
      createTeamMember(services, adminUser, member("G")),
    ]);
    const rows = await services.db.select().from(teamMembers).orderBy(asc(teamMembers.orderIndex));
    expect(rows.map((r) => r.orderIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // The first five follow one of the requested orders, whole.
    const firstFive = rows.filter((r) => ids.includes(r.id)).map((r) => r.id);
    expect(orders.map((o) => o.join())).toContain(firstFive.join());
  });
});

test.runIf(usesPostgres)("runs against real PostgreSQL", () => {
  expect(services.database.kind).toBe("postgres");
});
