// Edits of a supporter's contact details from the back office (docs/supporters.md,
// docs/decisions/020-supporters-and-receipts.md), audited.
import { sql } from "drizzle-orm";
import { AppError, notFound } from "../../errors";
import { isUuid } from "../../../shared/domain/ids";
import { normaliseEmail } from "../../../shared/domain/supporters";
import type { SupporterContact } from "../../../shared/schemas/supporter";
import { recordAudit, type Actor } from "../../core/index.server";
import { lockSupporterLinks } from "./link";
import {
  NOT_FOUND,
  many,
  mergedRefusal,
  readSupporter,
  type Services,
} from "./supporter-record-admin";

/**
 * Saves a supporter's contact details. A new e-mail address is added to the
 * record's addresses (the old ones stay linked, so their gifts stay here); an
 * address another record owns is refused: the two are one person, so merge them.
 */
export async function updateSupporter(
  services: Services,
  actor: Actor,
  id: string,
  input: SupporterContact,
) {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  return services.db.transaction(async (tx) => {
    // A new address is claimed under the linking lock, so a sweep cannot create a second record for it meanwhile.
    await lockSupporterLinks(tx);
    const before = await readSupporter(tx, id, true);
    if (!before) throw notFound(NOT_FOUND);
    if (before.mergedIntoId) throw mergedRefusal();
    const email = input.email ? normaliseEmail(input.email) : null;
    if (email && email !== before.email) {
      const [owner] = await many<{ supporter_id: string }>(
        tx,
        sql`select supporter_id from supporter_emails where email = ${email}`,
      );
      if (owner && owner.supporter_id !== id) {
        const message =
          "Another supporter record already uses this e-mail address. If they are the same person, merge the two records.";
        throw new AppError(422, "email_taken", message, [{ path: "email", message }]);
      }
      if (!owner)
        await tx.execute(
          sql`insert into supporter_emails (email, supporter_id) values (${email}, ${id})`,
        );
    }
    await tx.execute(sql`update supporters set name = ${input.name}, email = ${email}, phone = ${input.phone},
      address_line1 = ${input.addressLine1}, address_line2 = ${input.addressLine2}, city = ${input.city},
      region = ${input.region}, postal_code = ${input.postalCode}, country = ${input.country},
      notes = ${input.notes}, updated_at = now() where id = ${id}`);
    const after = (await readSupporter(tx, id))!;
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "supporters",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
