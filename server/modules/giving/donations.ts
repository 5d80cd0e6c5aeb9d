// Gifts (docs/payments.md "Donations"). SPEC §7's create-donation-payment /
// -subscription become createDonationCheckout; verify-payment becomes
// verifyDonationSession (a read, never a fulfilment: DESIGN "Payments").
// Fulfilment is donation-fulfilment.ts.
import { desc, eq, sql } from "drizzle-orm";
import {
  donationSchema,
  donationToasts,
  type DonationCheckoutResult,
} from "../../../shared/schemas/donations";
import type { AppServices } from "../../context";
import type { Db } from "../../db/client";
import { donations, fundraisers } from "../../db/schema";
import { AppError, validationError } from "../../errors";
import { CHECKOUT_SESSION_ID } from "../../payments/provider";
import {
  consumeCheckoutLimits,
  DONATION_CHECKOUT_LIMITS,
  clientKey,
} from "../../core/index.server";
import { GENERAL_FUND } from "./donation-receipt";
import { shortReference } from "../../../shared/domain/reference";
import type { LiveFigures } from "../../../shared/site";
import { organisationTimeZone } from "../../../shared/domain/time-zone";
import { yearInZone } from "../../../shared/domain/zoned-time";
import { giftAt, givingByMethod, yearRange } from "./giving-figures";
import { dollarsToCents } from "../../../shared/domain/money-input";

type DonationServices = Pick<AppServices, "db" | "env" | "log" | "payments">;

/** /donate: active fundraisers, newest first (SPEC §7 "read where is_active true, created_at descending"). */
export async function getDonatePageData(db: Db) {
  const active = await db
    .select({
      id: fundraisers.id,
      title: fundraisers.title,
      description: fundraisers.description,
      goalCents: fundraisers.goalCents,
      raisedCents: fundraisers.raisedCents,
    })
    .from(fundraisers)
    .where(eq(fundraisers.isActive, true))
    .orderBy(desc(fundraisers.createdAt));
  return { fundraisers: active, live: await liveFigures(db, active.length) };
}

/**
 * The donate page's figures from the records (shared/site.ts donateFigures): the
 * year's net giving is the reports' own total, the one the dashboard shows as
 * "Raised this year" (docs/figures.md); donors are the distinct addresses behind
 * this year's completed gifts.
 */
async function liveFigures(
  db: Db,
  activeFundraisers: number,
  timeZone = organisationTimeZone(),
): Promise<LiveFigures> {
  const year = yearInZone(new Date(), timeZone);
  const [{ total }, donors] = await Promise.all([
    givingByMethod(db, year, timeZone),
    db.execute(sql`
      SELECT count(DISTINCT lower(trim(${donations.donorEmail})))::int AS donors
      FROM ${donations}
      WHERE ${donations.status} = 'completed' AND ${yearRange(giftAt, year, timeZone)}`),
  ]);
  const rows = (donors as unknown as { rows: { donors: number | string }[] }).rows;
  return {
    raisedThisYearCents: total.netCents,
    donorsThisYear: Number(rows[0]?.donors ?? 0),
    activeFundraisers,
  };
}

function invalidFundraiser(message: string) {
  return new AppError(422, "invalid_fundraiser", message, [{ path: "fundraiserId", message }]);
}

/**
 * Records a pending gift, then (after that transaction commits: never hold one
 * across a network call) opens the provider's checkout for it.
 */
export async function createDonationCheckout(
  services: DonationServices,
  input: unknown,
  client: { clientIp: string },
): Promise<DonationCheckoutResult> {
  const parsed = donationSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const gift = parsed.data;
  const amountCents = dollarsToCents(gift.amount)!; // whole cents: the schema read it

  const { donation, fundraiserTitle } = await services.db.transaction(async (tx) => {
    let title: string | null = null;
    if (gift.fundraiserId) {
      const [fundraiser] = await tx
        .select({ title: fundraisers.title, isActive: fundraisers.isActive })
        .from(fundraisers)
        .where(eq(fundraisers.id, gift.fundraiserId));
      if (!fundraiser)
        throw invalidFundraiser("This fundraiser does not exist. Please choose another one.");
      if (!fundraiser.isActive)
        throw invalidFundraiser("This fundraiser is no longer accepting donations.");
      title = fundraiser.title;
    }
    // DESIGN "Security", decision 010: card testers try many small checkouts,
    // so a client and an e-mail each get a few per hour, as for tickets.
    await consumeCheckoutLimits(tx, DONATION_CHECKOUT_LIMITS, {
      clientKey: clientKey(client.clientIp),
      email: gift.donorEmail,
    });
    const [row] = await tx
      .insert(donations)
      .values({
        fundraiserId: gift.fundraiserId,
        donorName: gift.donorName,
        donorEmail: gift.donorEmail,
        message: gift.message,
        isAnonymous: gift.isAnonymous,
        amountCents,
        interval: gift.interval,
        status: "pending",
        provider: services.payments.name,
      })
      .returning();
    return { donation: row!, fundraiserTitle: title };
  });

  const target = fundraiserTitle ?? `the ${GENERAL_FUND}`;
  const description = gift.interval
    ? `${gift.interval === "month" ? "Monthly" : "Yearly"} donation to ${target}`
    : `Donation to ${target}`;
  const common = {
    donationId: donation.id,
    amountCents,
    description,
    customerEmail: gift.donorEmail,
    successUrl: `${services.env.PUBLIC_URL}/donate/success?session_id=${CHECKOUT_SESSION_ID}`,
    cancelUrl: `${services.env.PUBLIC_URL}/donate/cancel`,
    metadata: { fundraiserId: gift.fundraiserId ?? "general" },
  };
  let checkout;
  try {
    checkout = await services.payments.createCheckout(
      gift.interval
        ? { ...common, type: "recurring_gift", interval: gift.interval }
        : { ...common, type: "gift" },
    );
  } catch (error) {
    services.log.error("checkout could not be created", {
      donationId: donation.id,
      error: error instanceof Error ? error.message : String(error),
    });
    await services.db
      .update(donations)
      .set({ status: "failed" })
      .where(eq(donations.id, donation.id));
    throw new AppError(503, "payment_unavailable", donationToasts.failed.description);
  }
  await services.db
    .update(donations)
    .set({ checkoutSessionId: checkout.sessionId })
    .where(eq(donations.id, donation.id));
  return { url: checkout.url, sessionId: checkout.sessionId };
}

export type DonationVerification = {
  success: boolean;
  paymentStatus: string;
  session: { id: string; customer_email: string };
  amountCents: number;
  interval: "month" | "year" | null;
  designation: string;
  /** The gift's short reference (shared/domain/reference.ts): what staff search for. */
  reference: string;
};

/** SPEC §7 verify-payment: reads the gift of a checkout session; null when there is none. */
export async function verifyDonationSession(
  db: Db,
  sessionId: string | null,
): Promise<DonationVerification | null> {
  if (!sessionId || sessionId.length > 255) return null;
  const [row] = await db
    .select({
      id: donations.id,
      status: donations.status,
      donorEmail: donations.donorEmail,
      amountCents: donations.amountCents,
      interval: donations.interval,
      fundraiserTitle: fundraisers.title,
    })
    .from(donations)
    .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
    .where(eq(donations.checkoutSessionId, sessionId));
  if (!row) return null;
  return {
    success: row.status === "completed",
    paymentStatus: row.status,
    session: { id: sessionId, customer_email: row.donorEmail },
    amountCents: row.amountCents,
    interval: row.interval,
    designation: row.fundraiserTitle ?? GENERAL_FUND,
    reference: shortReference(row.id),
  };
}

// docs/recurring-gifts.md: the donor's page of a recurring gift.
