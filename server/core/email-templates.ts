// The current wording of an automatic e-mail (docs/architecture.md "E-mail
// templates"): the stored row once staff changed it, else the registry's
// default. E-mail builders call these with the transaction of the change that
// sends the e-mail, so reading the wording joins that transaction.
import { eq } from "drizzle-orm";
import type { AppServices } from "../context";
import type { Db, DbOrTx } from "../db/client";
import { emailTemplates } from "../db/schema";
import { renderEmail, type TemplateText } from "../../shared/domain/email-templates";
import type { EmailTemplateKey } from "../../shared/domain/email-template-keys";
import { EMAIL_TEMPLATES } from "../../shared/domain/email-template-registry";
import { getSiteSettings, type SiteSettings } from "./site-settings";

export type MailServices = Pick<AppServices, "db" | "database">;

export type CurrentTemplate = TemplateText & { customised: boolean; updatedAt: Date | null };

/**
 * The wording to send now: staff's, or the default. Staff's wording saved before
 * a placeholder became required (the manage link, decision 017) lacks it: the
 * default is sent until staff save their wording again.
 */
export async function getEmailTemplate(
  db: DbOrTx,
  key: EmailTemplateKey,
): Promise<CurrentTemplate> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.key, key));
  const keepsRequired = (text: string) =>
    (EMAIL_TEMPLATES[key].required ?? []).every((name) => text.includes(`{{${name}}}`));
  if (row && keepsRequired(`${row.subject}\n${row.body}`)) {
    return { subject: row.subject, body: row.body, customised: true, updatedAt: row.updatedAt };
  }
  const { subject, body } = EMAIL_TEMPLATES[key];
  return { subject, body, customised: false, updatedAt: null };
}

/** The organisation placeholders every template may use. */
export function organisationValues(settings: SiteSettings) {
  return {
    organisation: settings.name,
    organisation_email: settings.email,
    organisation_phone: settings.phone,
    legal_name: settings.legalName,
    // Settings "Receipts": the owner's own words; the templates that show it list it as a placeholder.
    receipt_thanks: settings.receiptThanks,
  };
}

/** The organisation's settings, read through `tx` when a transaction is open. */
export function siteSettingsIn(tx: DbOrTx, services: MailServices) {
  return getSiteSettings({ db: tx as Db, database: services.database });
}

/** Subject, text and HTML of `key` filled with `values` (the organisation's are added). */
export async function renderEmailTemplate(
  tx: DbOrTx,
  key: EmailTemplateKey,
  values: Record<string, string>,
  settings: SiteSettings,
) {
  const template = await getEmailTemplate(tx, key);
  return renderEmail(
    template,
    { ...organisationValues(settings), ...values },
    EMAIL_TEMPLATES[key].placeholders,
  );
}
