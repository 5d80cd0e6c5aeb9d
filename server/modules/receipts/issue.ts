// Numbered receipts (DESIGN "Receipts (IRS Publication 1771)", decision 020,
// docs/receipts.md). Every function here runs inside the caller's transaction:
// the number is drawn from receipt_sequences in that transaction, so a rollback
// gives it back and numbers run per year with no gaps and no reuse.
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import {
  donations,
  eventRegistrations,
  events,
  eventTicketTypes,
  fundraisers,
  receipts,
  receiptSequences,
} from "../../db/schema";
import { yearInZone } from "../../../shared/domain/zoned-time";
import { receiptText, type ReceiptForText } from "../../../shared/domain/receipt-text";
import type { EmailMessage } from "../../mail/outbox";
import { enqueueEmail } from "../../mail/outbox";
import { siteSettingsIn, type MailServices } from "../../core/index.server";
import { inOrder } from "../events/index.server";

export type Receipt = typeof receipts.$inferSelect;
type Donation = typeof donations.$inferSelect;

export const formatReceiptNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(6, "0")}`;

/** The next number of `year`, taken in the caller's transaction (the row stays locked until it ends). */
export async function nextReceiptNumber(tx: DbOrTx, year: number) {
  const [row] = await tx
    .insert(receiptSequences)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptSequences.year,
      set: { lastNumber: sql`${receiptSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptSequences.lastNumber });
  const sequence = row!.lastNumber;
  return { year, sequence, number: formatReceiptNumber(year, sequence) };
}

type NewReceipt = Omit<
  typeof receipts.$inferInsert,
  "id" | "number" | "year" | "sequence" | "issuedAt"
>;

async function insertReceipt(tx: DbOrTx, values: NewReceipt, now = new Date()): Promise<Receipt> {
  const { year, sequence, number } = await nextReceiptNumber(tx, yearInZone(values.receivedAt));
  const [row] = await tx
    .insert(receipts)
    .values({ ...values, year, sequence, number, issuedAt: now })
    .returning();
  return row!;
}

const liveForDonation = async (tx: DbOrTx, donationId: string) =>
  (
    await tx
      .select()
      .from(receipts)
      .where(and(eq(receipts.donationId, donationId), isNull(receipts.voidedAt)))
  )[0] ?? null;

const liveForOrder = async (tx: DbOrTx, registrationId: string) =>
  (
    await tx
      .select()
      .from(receipts)
      .where(and(eq(receipts.registrationId, registrationId), isNull(receipts.voidedAt)))
  )[0] ?? null;

/** What a gift's receipt says now: what was given, less what was refunded. */
function donationFigures(gift: Donation) {
  if (gift.method === "in_kind") {
    return { kind: "in_kind" as const, amountCents: 0, goodsValueCents: 0, deductibleCents: 0 };
  }
  const amountCents = Math.max(gift.amountCents - gift.refundedCents, 0);
  return { kind: "gift" as const, amountCents, goodsValueCents: 0, deductibleCents: amountCents };
}

/**
 * The live receipt of a completed gift, issued now if it has none. Null when the
 * gift is not completed or nothing of it remains (refunded in full).
 */
export async function issueDonationReceipt(
  tx: DbOrTx,
  _services: unknown,
  donationId: string,
  options: { replacesId?: string | null; now?: Date } = {},
): Promise<Receipt | null> {
  const [gift] = await tx.select().from(donations).where(eq(donations.id, donationId));
  if (!gift || gift.status !== "completed") return null;
  const live = await liveForDonation(tx, gift.id);
  if (live) return live;
  const figures = donationFigures(gift);
  if (figures.kind === "gift" && figures.amountCents <= 0) return null;
  return insertReceipt(
    tx,
    {
      ...figures,
      donationId: gift.id,
      supporterId: gift.supporterId,
      donorName: gift.donorName,
      donorEmail: gift.donorEmail || null,
      description: gift.description,
      receivedAt: gift.completedAt ?? gift.createdAt,
      replacesId: options.replacesId ?? null,
    },
    options.now,
  );
}

/**
 * What an order's receipt says now (decision 020): paid = what the order's lines
 * paid less refunds; goods = Σ fair market value × tickets still held. Null when
 * no line states a fair market value, or nothing is deductible: then the
 * purchase is not a contribution and gets no receipt (docs/receipts.md).
 */
async function orderFigures(tx: DbOrTx, firstId: string) {
  const rows = await tx
    .select()
    .from(eventRegistrations)
    .where(inOrder(firstId))
    .orderBy(asc(eventRegistrations.registeredAt), asc(eventRegistrations.id));
  const first = rows.find((r) => r.id === firstId);
  if (!first) return null;
  const types = await tx
    .select({
      id: eventTicketTypes.id,
      fairMarketValueCents: eventTicketTypes.fairMarketValueCents,
    })
    .from(eventTicketTypes)
    .where(
      inArray(
        eventTicketTypes.id,
        rows.map((r) => r.ticketTypeId),
      ),
    );
  const valueOf = new Map(types.map((t) => [t.id, t.fairMarketValueCents]));
  if (!rows.some((r) => valueOf.get(r.ticketTypeId) != null)) return null;
  const amountCents = rows.reduce((sum, r) => sum + Math.max(r.totalCents - r.refundedCents, 0), 0);
  const goodsValueCents = rows.reduce(
    (sum, r) => sum + (valueOf.get(r.ticketTypeId) ?? 0) * r.quantity,
    0,
  );
  const deductibleCents = Math.max(amountCents - goodsValueCents, 0);
  if (deductibleCents <= 0) return null;
  return { first, amountCents, goodsValueCents, deductibleCents };
}

/** The live receipt of a paid ticket order (`registrationId` is its first row), issued now when it is a contribution. */
export async function issueOrderReceipt(
  tx: DbOrTx,
  _services: unknown,
  registrationId: string,
  options: { receivedAt?: Date; replacesId?: string | null; now?: Date } = {},
): Promise<Receipt | null> {
  const live = await liveForOrder(tx, registrationId);
  if (live) return live;
  const figures = await orderFigures(tx, registrationId);
  if (!figures) return null;
  const { first, ...amounts } = figures;
  return insertReceipt(
    tx,
    {
      kind: "ticket",
      ...amounts,
      registrationId: first.id,
      supporterId: first.supporterId,
      donorName: first.customerName,
      donorEmail: first.customerEmail || null,
      receivedAt: options.receivedAt ?? first.registeredAt,
      replacesId: options.replacesId ?? null,
    },
    options.now,
  );
}

/** Everything receiptText needs about a stored receipt: its designation, method and the number it replaces. */
export async function receiptForText(tx: DbOrTx, receipt: Receipt): Promise<ReceiptForText> {
  let designation: string | null = null;
  let method: Donation["method"] | null = null;
  let chequeNumber: string | null = null;
  let interval: Donation["interval"] = null;
  if (receipt.donationId) {
    const [gift] = await tx
      .select({
        method: donations.method,
        chequeNumber: donations.chequeNumber,
        interval: donations.interval,
        title: fundraisers.title,
      })
      .from(donations)
      .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
      .where(eq(donations.id, receipt.donationId));
    designation = gift?.title ?? null;
    method = gift?.method ?? null;
    chequeNumber = gift?.chequeNumber ?? null;
    interval = gift?.interval ?? null;
  } else if (receipt.registrationId) {
    const [order] = await tx
      .select({ title: events.title })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(eq(eventRegistrations.id, receipt.registrationId));
    designation = order?.title ?? null;
  }
  const [replaced] = receipt.replacesId
    ? await tx
        .select({ number: receipts.number })
        .from(receipts)
        .where(eq(receipts.id, receipt.replacesId))
    : [];
  return {
    number: receipt.number,
    kind: receipt.kind,
    donorName: receipt.donorName,
    amountCents: receipt.amountCents,
    goodsValueCents: receipt.goodsValueCents,
    deductibleCents: receipt.deductibleCents,
    description: receipt.description,
    receivedAt: receipt.receivedAt,
    designation,
    method,
    chequeNumber,
    interval,
    voidedAt: receipt.voidedAt,
    replacesNumber: replaced?.number ?? null,
  };
}

/** The receipt's words with the organisation's legal name and EIN from settings. */
export async function renderReceiptText(tx: DbOrTx, services: MailServices, receipt: Receipt) {
  const settings = await siteSettingsIn(tx, services);
  return receiptText(await receiptForText(tx, receipt), {
    legalName: settings.legalName,
    ein: settings.ein,
  });
}

export const REFUND_VOID_REASON = "refunded";

/**
 * After an applied refund (or a failed one restored) changed a gift or an order:
 * when its live receipt no longer says what was kept, void it, receipt what
 * remains (naming the voided one) and tell the donor. Comparing with what the
 * receipt says makes this idempotent: a redelivered webhook changes nothing.
 * Call with the gift or the order's rows locked (server/services/payments/refund-reconcile.ts).
 */
export async function reconcileReceiptAfterRefund(
  tx: DbOrTx,
  services: MailServices,
  target: { donationId: string } | { registrationId: string },
  now = new Date(),
) {
  const byTarget =
    "donationId" in target
      ? eq(receipts.donationId, target.donationId)
      : eq(receipts.registrationId, target.registrationId);
  const [latest] = await tx
    .select()
    .from(receipts)
    .where(byTarget)
    // The live receipt if any (nulls first), else the one voided last.
    .orderBy(
      sql`${receipts.voidedAt} desc nulls first`,
      desc(receipts.year),
      desc(receipts.sequence),
    )
    .limit(1);
  // A gift or purchase that never had a receipt (not a contribution) has none to void.
  if (!latest) return null;
  let expected: { amountCents: number; goodsValueCents: number } | null;
  if ("donationId" in target) {
    const [gift] = await tx.select().from(donations).where(eq(donations.id, target.donationId));
    const figures = gift ? donationFigures(gift) : null;
    expected = figures && (figures.kind === "in_kind" || figures.amountCents > 0) ? figures : null;
  } else {
    expected = await orderFigures(tx, target.registrationId);
  }
  const live = latest.voidedAt ? null : latest;
  if (
    live &&
    expected &&
    live.amountCents === expected.amountCents &&
    live.goodsValueCents === expected.goodsValueCents
  ) {
    return null;
  }
  if (!live && !expected) return null;
  let voided: Receipt | null = null;
  if (live) {
    [voided] = await tx
      .update(receipts)
      .set({ voidedAt: now, voidReason: REFUND_VOID_REASON })
      .where(eq(receipts.id, live.id))
      .returning();
  }
  let replacement: Receipt | null = null;
  if (expected) {
    replacement =
      "donationId" in target
        ? await issueDonationReceipt(tx, services, target.donationId, {
            replacesId: latest.id,
            now,
          })
        : await issueOrderReceipt(tx, services, target.registrationId, {
            receivedAt: latest.receivedAt,
            replacesId: latest.id,
            now,
          });
  }
  const to = (replacement ?? voided ?? latest).donorEmail;
  if (to && voided)
    await enqueueEmail(tx, await voidedReceiptEmail(tx, services, to, voided, replacement));
  return { voided, replacement };
}

/** The donor's notice that a receipt was voided (and its replacement, if money remains). */
export async function voidedReceiptEmail(
  tx: DbOrTx,
  services: MailServices,
  to: string,
  voided: Receipt,
  replacement: Receipt | null,
): Promise<EmailMessage> {
  const settings = await siteSettingsIn(tx, services);
  const parts = [
    `Dear ${voided.donorName},`,
    "",
    `Because of a refund, receipt ${voided.number} has been voided: please do not use it for your tax records.` +
      (replacement
        ? ` Receipt ${replacement.number} below covers what remains of your contribution.`
        : ""),
    "",
    await renderReceiptText(tx, services, voided),
  ];
  if (replacement) parts.push("", "—", "", await renderReceiptText(tx, services, replacement));
  parts.push("", `With thanks,`, settings.name);
  return {
    to,
    subject: replacement
      ? `Receipt ${voided.number} voided; your new receipt is ${replacement.number}`
      : `Receipt ${voided.number} voided after your refund`,
    text: parts.join("\n"),
  };
}

/**
 * Receipts for completed gifts and paid orders made before numbered receipts
 * existed (decision 020), oldest first so numbers follow the order gifts came in.
 * No e-mails: the donors were receipted at the time. Run once at boot (server/index.ts);
 * each receipt is its own short transaction. Returns how many were issued.
 */
export async function issueMissingReceipts(db: Db, services: MailServices, limit = 100_000) {
  const gifts = await db
    .select({
      id: donations.id,
      at: sql<Date>`coalesce(${donations.completedAt}, ${donations.createdAt})`.mapWith(
        (v) => new Date(v),
      ),
    })
    .from(donations)
    .where(
      and(
        eq(donations.status, "completed"),
        sql`(${donations.method} = 'in_kind' or ${donations.amountCents} > ${donations.refundedCents})`,
        sql`not exists (select 1 from ${receipts} r where r.donation_id = ${donations.id})`,
      ),
    )
    .orderBy(
      asc(sql`coalesce(${donations.completedAt}, ${donations.createdAt})`),
      asc(donations.id),
    )
    .limit(limit);
  const orders = await db
    .select({ id: eventRegistrations.id, at: eventRegistrations.registeredAt })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.status, "active"),
        sql`(${eventRegistrations.orderId} is null or ${eventRegistrations.orderId} = ${eventRegistrations.id})`,
        sql`${eventRegistrations.paymentIntentId} is not null`,
        sql`${eventRegistrations.totalCents} > ${eventRegistrations.refundedCents}`,
        sql`not exists (select 1 from ${receipts} r where r.registration_id = ${eventRegistrations.id})`,
        // Only orders with a stated fair market value can be contributions.
        sql`exists (select 1 from event_registrations l join event_ticket_types t on t.id = l.ticket_type_id
                    where (l.id = ${eventRegistrations.id} or l.order_id = ${eventRegistrations.id}) and t.fair_market_value_cents is not null)`,
      ),
    )
    .orderBy(asc(eventRegistrations.registeredAt), asc(eventRegistrations.id))
    .limit(limit);
  const work = [
    ...gifts.map((g) => ({
      ...g,
      issue: (tx: DbOrTx) => issueDonationReceipt(tx, services, g.id),
    })),
    ...orders.map((o) => ({ ...o, issue: (tx: DbOrTx) => issueOrderReceipt(tx, services, o.id) })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  let issued = 0;
  for (const item of work) {
    if (await db.transaction((tx) => item.issue(tx))) issued++;
  }
  return issued;
}
