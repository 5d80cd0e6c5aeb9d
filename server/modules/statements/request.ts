// A supporter asks for their own statement without an account (docs/statements.md):
// they give an address and a year, and if that address has live receipts that year
// we e-mail a signed link that downloads the PDF. The answer is the same whatever the
// address, so the form tells nobody who gives to us. The link signs the supporter,
// the year and an expiry (7 days) under the site secret (server/payments/signed-links.ts).
import { eq } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { DbOrTx } from "../../db/client";
import { supporterEmails, supporters } from "../../db/schema";
import { notFound, validationError } from "../../errors";
import { enqueueEmail } from "../../mail/outbox";
import { STATEMENT_LINK, signValue, verifySignedValue } from "../../payments/signed-links";
import { normaliseEmail } from "../../../shared/domain/supporters";
import { statementRequestSchema } from "../../../shared/schemas/statements";
import { plural } from "../../../shared/domain/words";
import { clientKey, getSiteSettings, siteSettingsIn } from "../../core/index.server";
import { consumeRateLimit, type RateLimit } from "../../http/rate-limit";
import { linkUnlinkedSupporters } from "../supporters/index.server";
import { renderStatementPdf, statementFileName } from "./pdf";
import { buildStatement, checkStatementYear, statementLines } from "./statement";

type Services = Pick<AppServices, "db" | "database" | "secret" | "env">;

export const STATEMENT_LINK_DAYS = 7;

/** Per client: a few tries, as the contact form allows. */
export const STATEMENT_REQUEST_LIMIT: RateLimit = {
  bucket: "statement-request",
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: (minutes) =>
    `You have asked several times in a short time. Please try again in ${plural(minutes, "minute")}.`,
};
/** Per address: nobody can fill someone's inbox with statements. */
export const STATEMENT_ADDRESS_LIMIT: RateLimit = {
  bucket: "statement-request-address",
  limit: 3,
  windowMs: 60 * 60 * 1000,
  message: (minutes) =>
    `You have asked several times in a short time. Please try again in ${plural(minutes, "minute")}.`,
};

/** `supporterId_year_expiresAtSeconds.signature` (the value has no dot, as signValue needs). */
export function statementToken(secret: string, supporterId: string, year: number, expiresAt: Date) {
  return signValue(
    secret,
    STATEMENT_LINK,
    `${supporterId}_${year}_${Math.floor(expiresAt.getTime() / 1000)}`,
  );
}

/** The supporter and year of a genuine, unexpired token, else null. */
export function readStatementToken(secret: string, token: string, now = new Date()) {
  const value = verifySignedValue(secret, STATEMENT_LINK, token);
  const match = value ? /^([0-9a-f-]{36})_(\d{4})_(\d{1,12})$/.exec(value) : null;
  if (!match) return null;
  if (Number(match[3]) * 1000 <= now.getTime()) return null;
  return { supporterId: match[1]!, year: Number(match[2]) };
}

/** The record gifts now land on: a merged record's survivor. */
async function survivingSupporter(db: DbOrTx, id: string) {
  let current = id;
  for (let hops = 0; hops < 10; hops++) {
    const [row] = await db
      .select({ id: supporters.id, name: supporters.name, mergedIntoId: supporters.mergedIntoId })
      .from(supporters)
      .where(eq(supporters.id, current));
    if (!row) return null;
    if (!row.mergedIntoId) return row;
    current = row.mergedIntoId;
  }
  return null;
}

/**
 * Handles the public form: checks the input (a future year is refused with a clear
 * message before anything is written), counts the attempt, and e-mails a link only
 * when the address has live receipts that year. Returns nothing either way.
 */
export async function requestStatementLink(
  services: Services,
  input: Record<string, unknown>,
  options: { clientIp: string; now?: Date },
): Promise<void> {
  const parsed = statementRequestSchema.safeParse(input);
  if (!parsed.success)
    throw validationError(parsed.error, "Please correct the highlighted fields.");
  const now = options.now ?? new Date();
  const settings = await getSiteSettings(services);
  const year = checkStatementYear(parsed.data.year, settings, now);
  const email = normaliseEmail(parsed.data.email);
  await services.db.transaction(async (tx) => {
    await consumeRateLimit(tx, STATEMENT_REQUEST_LIMIT, clientKey(options.clientIp), now);
    await consumeRateLimit(tx, STATEMENT_ADDRESS_LIMIT, email, now);
    await linkUnlinkedSupporters(tx);
    const [known] = await tx
      .select({ id: supporterEmails.supporterId })
      .from(supporterEmails)
      .where(eq(supporterEmails.email, email));
    const supporter = known ? await survivingSupporter(tx, known.id) : null;
    if (!supporter) return;
    const lines = await statementLines(tx, supporter.id, year);
    if (lines.length === 0) return;
    const site = await siteSettingsIn(tx, services);
    const expiresAt = new Date(now.getTime() + STATEMENT_LINK_DAYS * 24 * 60 * 60 * 1000);
    const link = `${services.env.PUBLIC_URL}/statements/${statementToken(services.secret, supporter.id, year, expiresAt)}`;
    await enqueueEmail(tx, {
      to: email,
      subject: `Your ${year} giving statement from ${site.name}`,
      text: [
        `Dear ${supporter.name},`,
        "",
        `You asked for your ${year} giving statement. You can download it here for the next ${STATEMENT_LINK_DAYS} days:`,
        "",
        link,
        "",
        "If you did not ask for it, you can ignore this e-mail: the link only shows the statement, and only to whoever has this message.",
        "",
        "With gratitude,",
        site.name,
      ].join("\n"),
    });
  });
}

/** The PDF a genuine link opens (reads only: the request that sent the link linked the supporter); a tampered, expired or emptied link is a 404. */
export async function statementFromToken(
  services: Pick<AppServices, "db" | "database" | "secret">,
  token: string,
  now = new Date(),
) {
  const claim = readStatementToken(services.secret, token, now);
  if (!claim) throw notFound("This statement link is not valid.");
  const settings = await getSiteSettings(services);
  const supporter = await survivingSupporter(services.db, claim.supporterId);
  if (!supporter) throw notFound("This statement link is not valid.");
  const statement = await buildStatement(services.db, supporter.id, claim.year);
  return {
    statement,
    pdf: await renderStatementPdf(statement, settings, now),
    fileName: statementFileName(statement),
  };
}
