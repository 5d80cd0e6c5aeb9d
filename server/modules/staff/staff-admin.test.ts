// DESIGN "Staff and roles": invitations (single use, 7 days), role changes,
// removal that ends sessions at once, and the last-owner rule.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getSessionUser } from "../../auth/session";
import { auditLog, outbox, session, staffInvitations, user } from "../../db/schema";
import { createTestServices, signedInCookie, type TestServices } from "../../test/harness";
import { daysFromNow } from "../../test/factories";
import { claimInvitation, viewInvitation } from "./invitations";
import {
  cancelInvitation,
  changeStaffRole,
  hashInvitationToken,
  inviteStaff,
  listStaff,
  removeStaff,
} from "./staff-admin";

let services: TestServices;
let owner: { id: string; email: string; name: string };
beforeAll(async () => {
  services = await createTestServices();
  await signedInCookie(services, { email: "olive@example.org", role: "owner" });
  const [row] = await services.db.select().from(user).where(eq(user.email, "olive@example.org"));
  owner = { id: row!.id, email: row!.email, name: "Olive Owner" };
});
afterAll(() => services.cleanup());

/** The token of the last invitation e-mailed to `to`, read from the outbox as the invitee would. */
async function tokenFor(to: string) {
  const rows = await services.db.select().from(outbox).where(eq(outbox.to, to));
  const link = rows.at(-1)!.text.match(/\/invitations\/([A-Za-z0-9_-]+)/);
  return link![1]!;
}

async function account(email: string, role = "user") {
  await services.auth.api.signUpEmail({
    body: { email, password: "correct-horse-battery", name: email.split("@")[0]! },
  });
  await services.db.update(user).set({ role }).where(eq(user.email, email));
  const [row] = await services.db.select().from(user).where(eq(user.email, email));
  return row!;
}

describe("invitations", () => {
  test("an invitation e-mails a single-use link valid 7 days; only the token's hash is stored; it is audited", async () => {
    const { id } = await inviteStaff(services, owner, {
      email: "mia@example.org",
      role: "manager",
    });
    const token = await tokenFor("mia@example.org");
    const [row] = await services.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, id));
    expect(row!.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(7);
    const [mail] = await services.db.select().from(outbox).where(eq(outbox.to, "mia@example.org"));
    expect(mail!.text).toContain(`http://localhost:3000/invitations/${token}`);
    const audits = await services.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits).toMatchObject([
      { action: "create", entity: "staff_invitation", actorEmail: owner.email },
    ]);
    expect(await viewInvitation(services, token)).toMatchObject({
      state: "open",
      email: "mia@example.org",
      role: "manager",
      hasAccount: false,
    });
  });

  test("a second open invitation to the same address, or one to a staff member, is refused at the e-mail field", async () => {
    await expect(
      inviteStaff(services, owner, { email: "mia@example.org", role: "door" }),
    ).rejects.toMatchObject({
      status: 409,
      issues: [
        {
          path: "email",
          message: "An invitation to this address is still open. Cancel it to send a new one.",
        },
      ],
    });
    await expect(
      inviteStaff(services, owner, { email: owner.email, role: "door" }),
    ).rejects.toMatchObject({
      status: 409,
      issues: [{ path: "email", message: "This person is already on the staff." }],
    });
    expect(
      await services.db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.email, "mia@example.org")),
    ).toHaveLength(1);
  });

  test("accepting gives the role once; the link then reads as used and cannot be claimed again", async () => {
    const token = await tokenFor("mia@example.org");
    await account("mia@example.org");
    expect(await claimInvitation(services, token)).toEqual({
      role: "manager",
      email: "mia@example.org",
    });
    const [mia] = await services.db.select().from(user).where(eq(user.email, "mia@example.org"));
    expect(mia!.role).toBe("manager");
    expect(await viewInvitation(services, token)).toEqual({ state: "used" });
    await expect(claimInvitation(services, token)).rejects.toMatchObject({
      status: 409,
      code: "invitation_used",
    });
  });

  test("an invitation expires after 7 days", async () => {
    await inviteStaff(services, owner, { email: "late@example.org", role: "door" });
    const token = await tokenFor("late@example.org");
    await account("late@example.org");
    expect(await viewInvitation(services, token, daysFromNow(7.01))).toEqual({ state: "expired" });
    await expect(claimInvitation(services, token, daysFromNow(8))).rejects.toMatchObject({
      code: "invitation_expired",
    });
    const [late] = await services.db.select().from(user).where(eq(user.email, "late@example.org"));
    expect(late!.role).toBe("user");
    // An expired invitation no longer blocks a new one.
    await expect(
      inviteStaff(services, owner, { email: "late@example.org", role: "door" }, daysFromNow(8)),
    ).resolves.toBeTruthy();
  });

  test("a cancelled invitation and a made-up token are not valid", async () => {
    const { id } = await inviteStaff(services, owner, { email: "gone@example.org", role: "door" });
    const token = await tokenFor("gone@example.org");
    await cancelInvitation(services, owner, id);
    expect(await viewInvitation(services, token)).toEqual({ state: "invalid" });
    expect(await viewInvitation(services, "x".repeat(43))).toEqual({ state: "invalid" });
    expect(await viewInvitation(services, "../../etc")).toEqual({ state: "invalid" });
    await expect(cancelInvitation(services, owner, id)).rejects.toMatchObject({ status: 404 });
  });

  test("the staff list shows members with last sign-in and open invitations", async () => {
    const list = await listStaff(services.db);
    expect(list.members.map((m) => [m.email, m.role])).toEqual(
      expect.arrayContaining([
        ["mia@example.org", "manager"],
        ["olive@example.org", "owner"],
      ]),
    );
    expect(list.members.find((m) => m.email === owner.email)!.lastSignInAt).toBeInstanceOf(Date);
    expect(list.invitations.map((i) => i.email)).toContain("late@example.org");
    expect(list.invitations.map((i) => i.email)).not.toContain("gone@example.org");
  });
});

describe("roles and the last owner", () => {
  test("the last owner can be neither demoted nor removed; nothing is written", async () => {
    await expect(changeStaffRole(services, owner, owner.id, "manager")).rejects.toMatchObject({
      status: 409,
      message: "The last owner cannot be demoted. Make someone else an owner first.",
    });
    await expect(removeStaff(services, owner, owner.id)).rejects.toMatchObject({
      status: 409,
      message: "The last owner cannot be removed. Make someone else an owner first.",
    });
    const [row] = await services.db.select().from(user).where(eq(user.id, owner.id));
    expect(row!.role).toBe("owner");
  });

  test("with a second owner, two owners demoting each other at once leave exactly one owner", async () => {
    const second = await account("sam@example.org", "owner");
    const results = await Promise.allSettled([
      changeStaffRole(services, owner, second.id, "manager"),
      changeStaffRole(services, { id: second.id, email: second.email }, owner.id, "manager"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const owners = await services.db.select().from(user).where(eq(user.role, "owner"));
    expect(owners).toHaveLength(1);
    // Put things back: Olive the only owner.
    if (owners[0]!.id !== owner.id) {
      await changeStaffRole(services, { id: second.id, email: second.email }, owner.id, "owner");
      await changeStaffRole(services, owner, second.id, "manager");
    }
  });

  test("removing someone takes their role and ends their sessions at once; it is audited", async () => {
    const cookie = await signedInCookie(services, { email: "rory@example.org", role: "manager" });
    const headers = new Headers({ cookie });
    expect(await getSessionUser(services, headers)).toMatchObject({ role: "manager" });
    const [rory] = await services.db.select().from(user).where(eq(user.email, "rory@example.org"));
    await removeStaff(services, owner, rory!.id);
    expect(await getSessionUser(services, headers)).toBeNull();
    expect(
      await services.db.select().from(session).where(eq(session.userId, rory!.id)),
    ).toHaveLength(0);
    const [after] = await services.db.select().from(user).where(eq(user.id, rory!.id));
    expect(after!.role).toBe("user");
    const audits = await services.db.select().from(auditLog).where(eq(auditLog.entityId, rory!.id));
    expect(audits).toMatchObject([
      { action: "delete", entity: "staff", before: { role: "manager" } },
    ]);
    await expect(removeStaff(services, owner, rory!.id)).rejects.toMatchObject({ status: 404 });
  });
});
