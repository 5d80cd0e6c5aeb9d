// One supporter's year-end statement from the back office (docs/statements.md):
// its PDF to download, the e-mail that carries it (runs-admin.ts sends the same
// one), and sending it to one supporter outside any run.
import type { OutboxAttachment } from "../../db/schema";
import { badRequest } from "../../errors";
import { enqueueEmail } from "../../mail/outbox";
import { formatCents } from "../../../shared/domain/money";
import type { SiteSettings } from "../../../shared/schemas/settings";
import { recordAudit, type Actor, getSiteSettings, siteSettingsIn } from "../../core/index.server";
import { linkUnlinkedSupporters } from "../supporters/index.server";
import { renderStatementPdf, statementFileName } from "./pdf";
import { buildStatement, checkStatementYear, type Statement } from "./statement";
import type { Services } from "./statement-supporters-admin";

/** The statement and its PDF, for a download (`/admin/statements/:year/:supporterId/pdf`; reads only). */
export async function statementPdf(services: Services, supporterId: string, year: number) {
  const settings = await getSiteSettings(services);
  checkStatementYear(year, settings);
  const statement = await buildStatement(services.db, supporterId, year);
  return {
    statement,
    pdf: await renderStatementPdf(statement, settings),
    fileName: statementFileName(statement),
  };
}

/** The e-mail that carries a statement (the PDF attached, base64 as the outbox keeps binary files). */
export async function statementEmail(statement: Statement, settings: SiteSettings, to: string) {
  const pdf = await renderStatementPdf(statement, settings);
  const attachment: OutboxAttachment = {
    filename: statementFileName(statement),
    contentType: "application/pdf",
    content: pdf.toString("base64"),
    encoding: "base64",
  };
  const receipts = statement.lines.length;
  return {
    to,
    subject: `Your ${statement.year} giving statement from ${settings.name}`,
    text: [
      `Dear ${statement.supporter.name},`,
      "",
      `Thank you for standing with ${settings.name} in ${statement.year}. Attached is your year-end giving statement: ${receipts} ${receipts === 1 ? "receipt" : "receipts"}, ${formatCents(statement.totalDeductibleCents)} deductible in all.`,
      "",
      "Please keep this statement for your tax records. If anything looks wrong, just reply to this e-mail and we will put it right.",
      "",
      "With gratitude,",
      settings.name,
    ].join("\n"),
    attachments: [attachment],
  };
}

/** Sends one supporter's statement now (the list's "Send"), outside any run; `yearInput` as the body gave it. */
export async function sendStatement(
  services: Services,
  actor: Actor,
  supporterId: string,
  yearInput: unknown,
) {
  const settings = await getSiteSettings(services);
  const year = checkStatementYear(yearInput, settings);
  return services.db.transaction(async (tx) => {
    // In the transaction: a refusal below rolls the linking back too, so a refused request writes nothing.
    await linkUnlinkedSupporters(tx);
    const statement = await buildStatement(tx, supporterId, year);
    if (!statement.supporter.email) {
      throw badRequest(
        `${statement.supporter.name} has no e-mail address: download the statement and send it by post.`,
      );
    }
    const outboxId = await enqueueEmail(
      tx,
      await statementEmail(
        statement,
        await siteSettingsIn(tx, services),
        statement.supporter.email,
      ),
    );
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: "statement_emails",
      entityId: supporterId,
      after: {
        year,
        to: statement.supporter.email,
        outboxId,
        totalDeductibleCents: statement.totalDeductibleCents,
      },
    });
    return { to: statement.supporter.email };
  });
}
