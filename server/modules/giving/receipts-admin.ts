// Back-office receipts and offline gifts (decision 020, docs/receipts.md): staff
// record a gift that came in by cash, check, bank transfer, stock or in kind,
// send a gift's receipt by e-mail (PDF attached) and open the printable PDF.
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { DbOrTx } from "../../db/client";
import { donations, fundraisers, receipts, supporters } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { enqueueEmail } from "../../mail/outbox";
import { zonedInputToDate } from "../../../shared/domain/zoned-time";
import type { OfflineGiftInput } from "../../../shared/schemas/offline-gift";
import { recordAudit, type Actor, siteSettingsIn, getSiteSettings } from "../../core/index.server";
import { donationReceipt } from "./donation-receipt";
import { addGiftToFundraiser } from "./gift-completion";
import { ensureSupporter } from "../supporters/index.server";
import {
  issueDonationReceipt,
  renderReceiptText,
  type Receipt,
  receiptPdf,
  type Letterhead,
} from "../receipts/index.server";

type Services = Pick<AppServices, "db" | "database">;

const letterheadOf = (s: Letterhead): Letterhead => ({
  name: s.name,
  legalName: s.legalName,
  ein: s.ein,
  address: s.address,
  email: s.email,
  phone: s.phone,
});

export const receiptPdfFilename = (number: string) => `receipt-${number}.pdf`;

async function pdfFor(tx: DbOrTx, services: Services, receipt: Receipt) {
  const settings = await siteSettingsIn(tx, services);
  return receiptPdf(
    letterheadOf(settings),
    receipt.number,
    await renderReceiptText(tx, services, receipt),
  );
}

/** The receipt e-mail for a gift, with its receipt's text and the PDF attached. */
async function receiptEmail(
  tx: DbOrTx,
  services: Services,
  gift: typeof donations.$inferSelect,
  receipt: Receipt,
) {
  const [fundraiser] = gift.fundraiserId
    ? await tx
        .select({ title: fundraisers.title })
        .from(fundraisers)
        .where(eq(fundraisers.id, gift.fundraiserId))
    : [];
  const pdf = await pdfFor(tx, services, receipt);
  return donationReceipt(tx, services, {
    donationId: gift.id,
    donorName: gift.donorName,
    donorEmail: gift.donorEmail,
    amountCents: receipt.amountCents,
    completedAt: receipt.receivedAt,
    fundraiserTitle: fundraiser?.title ?? null,
    // A renewal's receipt is for this payment; managing the gift is in its own e-mail.
    interval: null,
    manageUrl: null,
    receiptText: await renderReceiptText(tx, services, receipt),
    attachments: [
      {
        filename: receiptPdfFilename(receipt.number),
        contentType: "application/pdf",
        content: pdf.toString("base64"),
        encoding: "base64",
      },
    ],
  });
}

/**
 * An offline gift (decision 020): one transaction that finds or creates the
 * supporter, records the completed gift, raises its fundraiser exactly as an
 * online gift does, issues its receipt, optionally queues the receipt e-mail,
 * and writes the audit entry.
 */
export async function recordOfflineGift(services: Services, actor: Actor, input: OfflineGiftInput) {
  // Noon on the day received, in the organization's time zone: the date reads the same everywhere.
  const receivedAt = zonedInputToDate(`${input.receivedOn}T12:00`);
  if (!receivedAt) throw badRequest("Enter the date the gift was received");
  return services.db.transaction(async (tx) => {
    if (input.fundraiserId) {
      const [found] = await tx
        .select({ id: fundraisers.id })
        .from(fundraisers)
        .where(eq(fundraisers.id, input.fundraiserId));
      if (!found) throw notFound("Fundraiser not found");
    }
    let supporterId: string;
    if (input.supporterId) {
      const [known] = await tx
        .select({ id: supporters.id, mergedIntoId: supporters.mergedIntoId })
        .from(supporters)
        .where(eq(supporters.id, input.supporterId));
      if (!known) throw notFound("Supporter not found");
      supporterId = known.mergedIntoId ?? known.id;
    } else {
      supporterId = await ensureSupporter(tx, { name: input.donorName, email: input.donorEmail });
    }
    const [gift] = await tx
      .insert(donations)
      .values({
        donorName: input.donorName,
        // donor_email is required by the table; someone known only by name has "".
        donorEmail: input.donorEmail ?? "",
        amountCents: input.amountCents,
        status: "completed",
        provider: "offline",
        method: input.method,
        chequeNumber: input.chequeNumber,
        description: input.description,
        note: input.note,
        fundraiserId: input.fundraiserId,
        recordedBy: actor.id,
        supporterId,
        completedAt: receivedAt,
      })
      .returning();
    await addGiftToFundraiser(tx, gift!);
    const receipt = await issueDonationReceipt(tx, services, gift!.id);
    const emailed = Boolean(input.sendReceipt && receipt && gift!.donorEmail);
    if (emailed) await enqueueEmail(tx, await receiptEmail(tx, services, gift!, receipt!));
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: "donations",
      entityId: gift!.id,
      after: gift!,
    });
    return { gift: gift!, receipt, emailed };
  });
}

/** A gift's live receipt, issued now if it has none yet (a gift made before receipts were numbered). */
async function liveReceiptOfGift(tx: DbOrTx, services: Services, donationId: string) {
  const [gift] = await tx.select().from(donations).where(eq(donations.id, donationId));
  if (!gift) throw notFound("Donation not found");
  const receipt = await issueDonationReceipt(tx, services, gift.id);
  if (!receipt) {
    throw badRequest(
      gift.status === "completed"
        ? "This gift was refunded in full: it has no receipt."
        : "Only completed gifts have receipts.",
    );
  }
  return { gift, receipt };
}

/** "Send receipt" on /admin/donations: the receipt e-mail with its PDF, through the outbox; audited. */
export async function sendDonationReceipt(services: Services, actor: Actor, donationId: string) {
  return services.db.transaction(async (tx) => {
    const { gift, receipt } = await liveReceiptOfGift(tx, services, donationId);
    if (!gift.donorEmail.trim())
      throw badRequest("This gift has no e-mail address. Print its receipt instead.");
    const outboxId = await enqueueEmail(tx, await receiptEmail(tx, services, gift, receipt));
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: "outbox",
      entityId: outboxId,
      after: { receipt: receipt.number, to: gift.donorEmail, donationId: gift.id },
    });
    return { receipt, to: gift.donorEmail };
  });
}

/** The receipt as a PDF (any receipt, voided ones say so), or a 404. */
export async function receiptPdfById(services: Services, receiptId: string) {
  const [receipt] = await services.db.select().from(receipts).where(eq(receipts.id, receiptId));
  if (!receipt) throw notFound("Receipt not found");
  const settings = await getSiteSettings(services);
  const text = await renderReceiptText(services.db, services, receipt);
  return {
    number: receipt.number,
    pdf: await receiptPdf(letterheadOf(settings), receipt.number, text),
  };
}

/** The live receipt of each gift given (for the gifts list's "Receipt PDF" links). */
export async function liveReceiptsOfGifts(db: DbOrTx, donationIds: string[]) {
  if (donationIds.length === 0) return new Map<string, { id: string; number: string }>();
  const rows = await db
    .select({ id: receipts.id, number: receipts.number, donationId: receipts.donationId })
    .from(receipts)
    .where(and(inArray(receipts.donationId, donationIds), isNull(receipts.voidedAt)));
  return new Map(rows.map((r) => [r.donationId!, { id: r.id, number: r.number }]));
}

/** Prefill for "Record a gift" from a supporter's record (?supporter=<id>). */
export async function supporterPrefill(db: DbOrTx, supporterId: string | null) {
  if (!supporterId) return null;
  const [row] = await db
    .select({ id: supporters.id, name: supporters.name, email: supporters.email })
    .from(supporters)
    .where(eq(supporters.id, supporterId));
  return row ?? null;
}

/** The fundraisers a gift can be designated to (besides the General Fund). */
export async function designationChoices(db: DbOrTx) {
  return db
    .select({ id: fundraisers.id, title: fundraisers.title })
    .from(fundraisers)
    .orderBy(fundraisers.title);
}
