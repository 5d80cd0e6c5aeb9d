// Demo content for the back office (README "Using Homefront"): a few contact messages, a season
// of gifts (so the Donations page and the dashboard chart have something to
// show) and the e-mails they caused. Runs inside the demo seed's transaction.
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { contactMessages, donations, fundraisers, outbox } from "../db/schema";
import { deriveStartingAmounts } from "../modules/content/index.server";

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 60 * 60 * 1000);

export async function seedDemoBackOffice(tx: Tx) {
  const byTitle = async (title: string) =>
    (
      await tx.select({ id: fundraisers.id }).from(fundraisers).where(eq(fundraisers.title, title))
    )[0]?.id ?? null;
  const holiday = await byTitle("Holiday Care Packages 2026");
  const families = await byTitle("Military Family Emergency Fund");
  const honor = await byTitle("Honor Flight Sponsorship");

  await tx.insert(contactMessages).values([
    {
      name: "Linda Martinez",
      email: "linda.martinez@example.org",
      subject: "Volunteering at the gala",
      message:
        "Hello! My husband and I would love to help serve at the Freedom Gala. Who should we talk to?",
      createdAt: ago(1, 3),
    },
    {
      name: "Robert Chen",
      email: "rchen@example.org",
      subject: null,
      message: "My son is deployed overseas. How can I add his unit to the care package list?",
      createdAt: ago(3, 5),
    },
    {
      name: "Pastor Denise Walker",
      email: "dwalker@example.org",
      subject: "Prayer night partnership",
      message:
        "Our congregation would like to co-host the next community prayer night.\nCan we meet next week?",
      createdAt: ago(9),
    },
  ]);

  const gift = (
    days: number,
    amountCents: number,
    fundraiserId: string | null,
    donorName: string,
    extra: Partial<typeof donations.$inferInsert> = {},
  ): typeof donations.$inferInsert => ({
    donorName,
    donorEmail: `${donorName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ".")
      .replace(/^\.|\.$/g, "")}@example.org`,
    amountCents,
    fundraiserId,
    status: "completed",
    provider: "demo",
    createdAt: ago(days, 1),
    completedAt: ago(days),
    ...extra,
  });
  await tx.insert(donations).values([
    gift(0, 10_000, holiday, "Karen Brooks"),
    gift(2, 2_500, null, "Tom Nguyen", { message: "For whatever is needed most." }),
    gift(5, 25_000, families, "Grace Church Killeen"),
    gift(9, 5_000, holiday, "Anonymous Friend", { isAnonymous: true }),
    gift(13, 5_000, honor, "Michael Ortiz", {
      interval: "month",
      subscriptionId: "demo_sub_ortiz",
    }),
    gift(20, 50_000, honor, "VFW Post 9191"),
    gift(27, 10_000, families, "Sarah Kim"),
    gift(34, 2_500, null, "David Lee"),
    gift(43, 5_000, honor, "Michael Ortiz", {
      interval: "month",
      subscriptionId: "demo_sub_ortiz",
    }),
    gift(50, 100_000, holiday, "Killeen Rotary Club"),
    gift(64, 7_500, families, "Emily Davis", {
      interval: "year",
      subscriptionId: "demo_sub_davis",
    }),
    gift(71, 5_000, honor, "Michael Ortiz", {
      interval: "month",
      subscriptionId: "demo_sub_ortiz",
    }),
    // A check received last year, so the reports page has a year to switch to (docs/figures.md).
    gift(400, 25_000, null, "American Legion Post 223", {
      provider: "offline",
      method: "cheque",
      chequeNumber: "1047",
    }),
    gift(1, 5_000, holiday, "Jordan Pike", { status: "pending", completedAt: null }),
    gift(4, 20_000, null, "Chris Doe", { status: "failed", completedAt: null }),
  ]);
  // Decision 021: the fundraisers' amounts above are totals; what the gifts do not cover is their starting amount.
  await deriveStartingAmounts(tx);

  await tx.insert(outbox).values([
    {
      to: "karen.brooks@example.org",
      subject: "Thank you for your gift to Homefront",
      text: "Dear Karen,\n\nThank you for your gift of $100.00 to Holiday Care Packages 2026.\n\nWith gratitude,\nHomefront",
      status: "sent",
      attempts: 1,
      createdAt: ago(0),
      sentAt: ago(0),
    },
    {
      to: "tom.nguyen@example.org",
      subject: "Thank you for your gift to Homefront",
      text: "Dear Tom,\n\nThank you for your gift of $25.00 to the General Fund.\n\nWith gratitude,\nHomefront",
      status: "failed",
      attempts: 5,
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
      createdAt: ago(2),
    },
  ]);
}
