// Accepting a staff invitation (DESIGN "Staff and roles"): the link's token is
// looked up by its SHA-256; it works once and for 7 days. The invitee either
// creates an account for the invited address or signs in to the one they have;
// only then is the invitation claimed and the role given, in one transaction
// that locks the invitation row, so a link used twice at once grants once.
import { and, eq, isNull } from "drizzle-orm";
import type { AppServices } from "../../context";
import { staffInvitations, user } from "../../db/schema";
import { AppError } from "../../errors";
import { isStaffRole, type StaffRole } from "../../../shared/domain/staff-roles";
import { recordAudit } from "../../core/index.server";
import { hashInvitationToken } from "./staff-admin";

export type InvitationView =
  | { state: "open"; email: string; role: StaffRole; expiresAt: Date; hasAccount: boolean }
  | { state: "invalid" | "used" | "expired" };

export const INVITATION_REFUSALS = {
  invalid: "This invitation link is not valid. Please check the link in your e-mail.",
  used: "This invitation has already been used. Sign in to continue.",
  expired: "This invitation has expired. Ask an owner to send you a new one.",
} as const;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

async function findInvitation(services: Pick<AppServices, "db">, token: string) {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await services.db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashInvitationToken(token)));
  return row ?? null;
}

function stateOf(row: typeof staffInvitations.$inferSelect | null, now: Date) {
  if (!row || row.cancelledAt) return "invalid" as const;
  if (row.acceptedAt) return "used" as const;
  if (row.expiresAt <= now) return "expired" as const;
  return "open" as const;
}

export async function viewInvitation(
  services: Pick<AppServices, "db">,
  token: string,
  now = new Date(),
): Promise<InvitationView> {
  const row = await findInvitation(services, token);
  const state = stateOf(row, now);
  if (state !== "open") return { state };
  const [account] = await services.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, row!.email));
  return {
    state,
    email: row!.email,
    role: row!.role as StaffRole,
    expiresAt: row!.expiresAt,
    hasAccount: Boolean(account),
  };
}

export const invitationRefusal = (state: keyof typeof INVITATION_REFUSALS) =>
  new AppError(state === "invalid" ? 404 : 409, `invitation_${state}`, INVITATION_REFUSALS[state]);

/**
 * Claims the invitation for the account with the invited address (which the
 * caller has just created or signed in to) and gives it the invited role.
 */
export async function claimInvitation(
  services: Pick<AppServices, "db">,
  token: string,
  now = new Date(),
) {
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, hashInvitationToken(token)))
      .for("update");
    const state = stateOf(row ?? null, now);
    if (state !== "open") throw invitationRefusal(state);
    const [account] = await tx.select().from(user).where(eq(user.email, row!.email));
    if (!account) throw invitationRefusal("invalid");
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: now, acceptedBy: account.id })
      .where(and(eq(staffInvitations.id, row!.id), isNull(staffInvitations.acceptedAt)));
    // Someone given a role meanwhile keeps it: an invitation never demotes (nor the last owner).
    const role = isStaffRole(account.role) ? account.role : (row!.role as StaffRole);
    await tx.update(user).set({ role }).where(eq(user.id, account.id));
    await recordAudit(tx, {
      actor: { id: account.id, email: account.email },
      action: "update",
      entity: "staff",
      entityId: account.id,
      before: { role: account.role },
      after: { role, invitation: row!.id },
    });
    return { role: role as StaffRole, email: account.email };
  });
}
