// SPEC §2 "Admin team" and §7 "Admin tables": team members, ordered by
// order_index. Every change is audited in its own transaction (DESIGN "Data").
import { asc, eq, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import { teamMembers } from "../../db/schema";
import { notFound } from "../../errors";
import type { TeamMemberInput } from "../../../shared/schemas/team";
import { isUuid } from "../../../shared/domain/ids";
import { advisoryLock } from "../../db/advisory-lock";
import { recordAudit, type Actor } from "../../core/index.server";
import { removeStoredImages } from "../../storage/images";

type Services = Pick<AppServices, "db" | "files" | "log">;
export type TeamMember = typeof teamMembers.$inferSelect;

const ORDER_LOCK = "team_members.order_index";
const ENTITY = "team_members";
const missing = () => notFound("Team member not found.");

export function listTeamMembersForAdmin(db: Services["db"]) {
  return db
    .select()
    .from(teamMembers)
    .orderBy(asc(teamMembers.orderIndex), asc(teamMembers.createdAt));
}

/** A new member goes to the end of the list. */
export async function createTeamMember(services: Services, actor: Actor, input: TeamMemberInput) {
  return services.db.transaction(async (tx) => {
    await advisoryLock(tx, ORDER_LOCK);
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${teamMembers.orderIndex}) + 1, 0)::int` })
      .from(teamMembers)) as [{ next: number }];
    const [member] = await tx
      .insert(teamMembers)
      .values({ ...input, orderIndex: next })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: ENTITY,
      entityId: member!.id,
      after: member,
    });
    return member!;
  });
}

export async function updateTeamMember(
  services: Services,
  actor: Actor,
  id: string,
  input: TeamMemberInput,
) {
  if (!isUuid(id)) throw missing();
  const { before, after } = await services.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.id, id))
      .for("update");
    if (!before) throw missing();
    const [after] = await tx
      .update(teamMembers)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(teamMembers.id, id))
      .returning();
    await recordAudit(tx, { actor, action: "update", entity: ENTITY, entityId: id, before, after });
    return { before, after: after! };
  });
  // docs/decisions/005: a replaced photo goes once the change is saved.
  if (before.photoUrl !== after.photoUrl)
    await removeStoredImages(services, { urls: [before.photoUrl] });
  return after;
}

export async function deleteTeamMember(services: Services, actor: Actor, id: string) {
  if (!isUuid(id)) throw missing();
  const removed = await services.db.transaction(async (tx) => {
    const [row] = await tx.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
    if (!row) throw missing();
    await recordAudit(tx, { actor, action: "delete", entity: ENTITY, entityId: id, before: row });
    return row;
  });
  await removeStoredImages(services, { urls: [removed.photoUrl] });
  return removed;
}

/**
 * Rewrites order_index to 0..n-1 in one statement, under a lock, so two admins
 * reordering at once both leave a clean order (the later one wins). Ids that
 * no longer exist are skipped; members missing from the request (added
 * meanwhile) keep their relative order after the others.
 */
export async function reorderTeamMembers(services: Services, actor: Actor, ids: string[]) {
  return services.db.transaction(async (tx) => {
    await advisoryLock(tx, ORDER_LOCK);
    const current = await tx
      .select({ id: teamMembers.id, orderIndex: teamMembers.orderIndex })
      .from(teamMembers)
      .orderBy(asc(teamMembers.orderIndex), asc(teamMembers.createdAt));
    const known = new Set(current.map((m) => m.id));
    const requested = [...new Set(ids)].filter((id) => known.has(id));
    const listed = new Set(requested);
    const order = [...requested, ...current.map((m) => m.id).filter((id) => !listed.has(id))];
    const changed = order.some(
      (id, index) => current[index]?.id !== id || current[index]?.orderIndex !== index,
    );
    if (!changed) return order;
    const values = sql.join(
      order.map((id, index) => sql`(${id}::uuid, ${index}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE ${teamMembers} SET order_index = v.idx, updated_at = now()
      FROM (VALUES ${values}) AS v(id, idx)
      WHERE ${teamMembers.id} = v.id`);
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: ENTITY,
      entityId: null,
      before: { order: current.map((m) => m.id) },
      after: { order },
    });
    return order;
  });
}
