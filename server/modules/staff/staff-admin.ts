// Staff at /admin/staff (DESIGN "Staff and roles", docs/decisions/013-staff-roles.md):
// owners invite by e-mail, change roles and remove access. The last owner can
// be neither demoted nor removed: every change of an owner runs under one
// advisory lock, so two owners demoting each other at once cannot both succeed.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import { advisoryLock } from "../../db/advisory-lock";
import type { DbOrTx } from "../../db/client";
import { session, staffInvitations, user } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { enqueueEmail } from "../../mail/outbox";
import { STAFF_ROLES, type StaffRole } from "../../../shared/domain/staff-roles";
import type { InviteStaffInput } from "../../../shared/schemas/staff";
import { recordAudit, type Actor } from "../../core/index.server";
import { staffInvitationEmail } from "./invitation-email";

export const INVITATION_DAYS = 7;
const STAFF_LOCK = "staff-roles";

export const hashInvitationToken = (token: string) =>
  createHash("sha256").update(token).digest("hex");

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  lastSignInAt: Date | null;
};

export type PendingInvitation = {
  id: string;
  email: string;
  role: StaffRole;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
};

export async function listStaff(db: DbOrTx, now = new Date()) {
  const members = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      lastSignInAt: user.lastSignInAt,
    })
    .from(user)
    .where(inArray(user.role, [...STAFF_ROLES]))
    .orderBy(asc(user.name), asc(user.email));
  const invitations = await db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.cancelledAt)))
    .orderBy(desc(staffInvitations.createdAt));
  return {
    members: members as StaffMember[],
    invitations: invitations.map((i): PendingInvitation => ({
      id: i.id,
      email: i.email,
      role: i.role as StaffRole,
      createdAt: i.createdAt,
      expiresAt: i.expiresAt,
      expired: i.expiresAt <= now,
    })),
  };
}

const emailIssue = (message: string) =>
  new AppError(409, "conflict", message, [{ path: "email", message }]);

/** Sends a single-use invitation valid for 7 days; the e-mail is queued in the same transaction. */
export async function inviteStaff(
  services: Pick<AppServices, "db" | "database" | "env">,
  actor: Actor & { name: string },
  input: InviteStaffInput,
  now = new Date(),
) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 3600 * 1000);
  const link = new URL(`/invitations/${token}`, services.env.PUBLIC_URL).toString();
  const email = await staffInvitationEmail(services, {
    to: input.email,
    role: input.role,
    invitedBy: actor.name,
    link,
    expiresAt,
  });
  return services.db.transaction(async (tx) => {
    await advisoryLock(tx, STAFF_LOCK);
    const [member] = await tx
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, input.email));
    if (member && (STAFF_ROLES as readonly string[]).includes(member.role)) {
      throw emailIssue("This person is already on the staff.");
    }
    const [open] = await tx
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.email, input.email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.cancelledAt),
          gt(staffInvitations.expiresAt, now),
        ),
      );
    if (open) {
      throw emailIssue("An invitation to this address is still open. Cancel it to send a new one.");
    }
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email: input.email,
        role: input.role,
        tokenHash: hashInvitationToken(token),
        invitedBy: actor.id,
        createdAt: now,
        expiresAt,
      })
      .returning();
    await enqueueEmail(tx, email);
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: "staff_invitation",
      entityId: row!.id,
      after: { email: row!.email, role: row!.role, expiresAt: row!.expiresAt },
    });
    return { id: row!.id, link };
  });
}

export async function cancelInvitation(
  services: Pick<AppServices, "db">,
  actor: Actor,
  id: string,
) {
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ cancelledAt: new Date() })
      .where(
        and(
          eq(staffInvitations.id, id),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.cancelledAt),
        ),
      )
      .returning();
    if (!row) throw notFound("Invitation not found");
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: "staff_invitation",
      entityId: id,
      before: { email: row.email, role: row.role },
    });
  });
}

async function staffMember(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(and(eq(user.id, userId), inArray(user.role, [...STAFF_ROLES])));
  if (!row) throw notFound("Staff member not found");
  return row;
}

async function refuseLastOwner(tx: DbOrTx, current: string, message: string) {
  if (current !== "owner") return;
  const [{ owners }] = (await tx
    .select({ owners: sql<number>`count(*)::int` })
    .from(user)
    .where(eq(user.role, "owner"))) as [{ owners: number }];
  if (owners <= 1) throw conflict(message);
}

export async function changeStaffRole(
  services: Pick<AppServices, "db">,
  actor: Actor,
  userId: string,
  role: StaffRole,
) {
  await services.db.transaction(async (tx) => {
    await advisoryLock(tx, STAFF_LOCK);
    const member = await staffMember(tx, userId);
    if (member.role === role) return;
    if (role !== "owner") {
      await refuseLastOwner(
        tx,
        member.role,
        "The last owner cannot be demoted. Make someone else an owner first.",
      );
    }
    await tx.update(user).set({ role }).where(eq(user.id, userId));
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "staff",
      entityId: userId,
      before: { email: member.email, role: member.role },
      after: { email: member.email, role },
    });
  });
}

/** Takes back-office access away and ends every session of that person at once. */
export async function removeStaff(services: Pick<AppServices, "db">, actor: Actor, userId: string) {
  await services.db.transaction(async (tx) => {
    await advisoryLock(tx, STAFF_LOCK);
    const member = await staffMember(tx, userId);
    await refuseLastOwner(
      tx,
      member.role,
      "The last owner cannot be removed. Make someone else an owner first.",
    );
    await tx.update(user).set({ role: "user" }).where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: "staff",
      entityId: userId,
      before: { email: member.email, role: member.role },
    });
  });
}
