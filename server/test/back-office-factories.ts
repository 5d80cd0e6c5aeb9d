// Row factories for back-office tests (STYLE §9: factories, not fixture files):
// gifts, contact messages and outbox e-mails. Events, registrations,
// fundraisers and team members are in ./factories.ts.
import type { Db } from "../db/client";
import { contactMessages, donations, outbox } from "../db/schema";

export async function createDonationRow(
  db: Db,
  overrides: Partial<typeof donations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(donations)
    .values({
      donorName: "Dana Donor",
      donorEmail: "dana@example.org",
      amountCents: 5_000,
      status: "completed",
      provider: "demo",
      completedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createMessageRow(
  db: Db,
  overrides: Partial<typeof contactMessages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: "Sam Sender",
      email: "sam@example.org",
      subject: null,
      message: "Hello there.",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createOutboxRow(db: Db, overrides: Partial<typeof outbox.$inferInsert> = {}) {
  const [row] = await db
    .insert(outbox)
    .values({
      to: "someone@example.org",
      subject: "Thank you",
      text: "Thanks for your gift.",
      ...overrides,
    })
    .returning();
  return row!;
}
