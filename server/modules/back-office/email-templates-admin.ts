// The e-mail templates screen (/admin/settings/emails; docs/architecture.md
// "E-mail templates"): every automatic e-mail's wording, default or staff's own.
// Saving checks the placeholders against the registry and writes nothing on a
// refusal; resetting deletes the row, so the default applies again. Each change
// is audited in its own transaction.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailTemplates } from "../../db/schema";
import { AppError } from "../../errors";
import { validateTemplate } from "../../../shared/domain/email-templates";
import {
  EMAIL_TEMPLATE_KEYS,
  type EmailTemplateKey,
} from "../../../shared/domain/email-template-keys";
import { EMAIL_TEMPLATES } from "../../../shared/domain/email-template-registry";
import type { EmailTemplateSave } from "../../../shared/schemas/email-template";
import { getEmailTemplate, recordAudit, type Actor } from "../../core/index.server";

const ENTITY = "email_template";

/** Every template with its current wording (a customised one says when it changed). */
export async function listEmailTemplates(db: Db) {
  const rows = await db.select().from(emailTemplates);
  const stored = new Map(rows.map((r) => [r.key, r]));
  return EMAIL_TEMPLATE_KEYS.map((key) => {
    const spec = EMAIL_TEMPLATES[key];
    const row = stored.get(key);
    return {
      key,
      label: spec.label,
      description: spec.description,
      audience: spec.audience,
      subject: row?.subject ?? spec.subject,
      body: row?.body ?? spec.body,
      customised: Boolean(row),
      updatedAt: row?.updatedAt ?? null,
    };
  });
}
export type EmailTemplateRow = Awaited<ReturnType<typeof listEmailTemplates>>[number];

/** Saves staff's wording: 422 at the field (nothing written) when it cannot be used. */
export async function saveEmailTemplate(db: Db, actor: Actor, input: EmailTemplateSave) {
  const spec = EMAIL_TEMPLATES[input.key];
  const text = { subject: input.subject.trim(), body: input.body.replace(/\r\n?/g, "\n").trim() };
  const issues = validateTemplate(text, spec);
  if (issues.length > 0) {
    throw new AppError(422, "validation_failed", issues[0]!.message, issues);
  }
  return db.transaction(async (tx) => {
    const before = await getEmailTemplate(tx, input.key);
    if (before.subject === text.subject && before.body === text.body) return { changed: false };
    // updated_by names a user row; a staff member removed since keeps their audit entry only.
    const updatedBy = sql`(select id from "user" where id = ${actor.id})`;
    await tx
      .insert(emailTemplates)
      .values({ key: input.key, ...text, updatedBy })
      .onConflictDoUpdate({
        target: emailTemplates.key,
        set: { ...text, updatedBy, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actor,
      action: before.customised ? "update" : "create",
      entity: ENTITY,
      entityId: input.key,
      before: before.customised ? { subject: before.subject, body: before.body } : null,
      after: text,
    });
    return { changed: true };
  });
}

/** Back to the default wording: the stored row goes. */
export async function resetEmailTemplate(db: Db, actor: Actor, key: EmailTemplateKey) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(emailTemplates).where(eq(emailTemplates.key, key)).returning();
    if (!row) return { changed: false };
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: ENTITY,
      entityId: key,
      before: { subject: row.subject, body: row.body },
    });
    return { changed: true };
  });
}
