// SPEC §2 "Admin contact messages", §7: newest first; delete by id (audited).
import { desc, eq } from "drizzle-orm";
import type { AppServices } from "../../context";
import { contactMessages } from "../../db/schema";
import { notFound } from "../../errors";
import { isUuid } from "../../../shared/domain/ids";
import { recordAudit, type Actor } from "../../core/index.server";

export function listMessages(db: AppServices["db"]) {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

export async function deleteMessage(services: Pick<AppServices, "db">, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound("Message not found.");
  return services.db.transaction(async (tx) => {
    const [row] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
    if (!row) throw notFound("Message not found.");
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: "contact_messages",
      entityId: id,
      before: row,
    });
    return row;
  });
}
