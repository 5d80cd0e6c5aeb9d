import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  auditLog,
  contactMessages,
  donationSubscriptions,
  donations,
  eventGuests,
  eventRegistrations,
  receipts,
  supporterEmails,
  supporterMerges,
  supporters,
} from "../../db/schema";
import { adminUser } from "../../test/admin-context";
import { createDonationRow, createMessageRow } from "../../test/back-office-factories";
import { createEvent, createRegistration, createTicketType } from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { supporterContactSchema } from "../../../shared/schemas/supporter";
import { getSupporter } from "./supporter-detail-admin";
import { updateSupporter } from "./supporter-edit-admin";
import { mergeSupporters } from "./supporter-merge-admin";
import { supporterCsvBatches } from "./supporters-csv-admin";
import { listSupporters } from "./supporters-list-admin";
import { linkUnlinkedSupporters } from "./link";

let services: TestServices;
let receiptSeq = 0;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const unique = () => Math.random().toString(36).slice(2, 9);

async function supporterIdOf(email: string) {
  await linkUnlinkedSupporters(services.db);
  const [row] = await services.db
    .select()
    .from(supporterEmails)
    .where(eq(supporterEmails.email, email.toLowerCase()));
  return row!.supporterId;
}

/** A person with a row in every linked table, all under `email`. */
async function personWithHistory(name: string, email: string) {
  const { db } = services;
  const event = await createEvent(db, { title: `Gala ${unique()}` });
  const type = await createTicketType(db, event.id, { priceCents: 2_000, quantityAvailable: 100 });
  const gift = await createDonationRow(db, {
    donorName: name,
    donorEmail: email,
    amountCents: 10_000,
    subscriptionId: `sub_${unique()}`,
    interval: "month",
  });
  const offline = await createDonationRow(db, {
    donorName: name,
    donorEmail: email,
    amountCents: 2_500,
    provider: "offline",
    method: "cash",
  });
  await db.insert(donationSubscriptions).values({
    id: gift.subscriptionId!,
    provider: "demo",
    donationId: gift.id,
    amountCents: 10_000,
    interval: "month",
  });
  const registration = await createRegistration(
    db,
    type,
    { customerName: name, customerEmail: email },
    [{ guestName: name, guestEmail: email }],
  );
  const otherBooking = await createRegistration(
    db,
    type,
    { customerName: "Someone Else", customerEmail: `else-${unique()}@example.org` },
    [{ guestName: "Someone Else" }, { guestName: name, guestEmail: email }],
  );
  const message = await createMessageRow(db, { name, email, subject: "Hello" });
  receiptSeq += 1;
  const [receipt] = await db
    .insert(receipts)
    .values({
      number: `2026-${String(receiptSeq).padStart(6, "0")}`,
      year: 2026,
      sequence: receiptSeq,
      kind: "gift",
      donationId: offline.id,
      donorName: name,
      donorEmail: email,
      amountCents: 2_500,
      deductibleCents: 2_500,
      receivedAt: new Date(),
    })
    .returning();
  const id = await supporterIdOf(email);
  return { id, gift, offline, registration, otherBooking, message, receipt: receipt! };
}

describe("listSupporters", () => {
  test("one record per normalised address, with giving net of refunds, hiding merged records", async () => {
    const email = `Lists-${unique()}@Example.org`;
    await createDonationRow(services.db, {
      donorName: "Lena List",
      donorEmail: `  ${email} `,
      amountCents: 5_000,
      refundedCents: 1_000,
    });
    await createDonationRow(services.db, {
      donorName: "Lena List",
      donorEmail: email.toLowerCase(),
      amountCents: 3_000,
      provider: "offline",
      method: "cheque",
    });
    // Last year's gift counts for life, not for this year; a pending one not at all.
    await createDonationRow(services.db, {
      donorName: "Lena List",
      donorEmail: email,
      amountCents: 7_000,
      completedAt: new Date("2024-06-01T12:00:00Z"),
    });
    await createDonationRow(services.db, {
      donorName: "Lena List",
      donorEmail: email,
      amountCents: 9_900,
      status: "pending",
      completedAt: null,
    });
    const result = await listSupporters(services, { q: email.toUpperCase() });
    expect(result.total).toBe(1);
    const [row] = result.supporters;
    expect(row).toMatchObject({
      name: "Lena List",
      email: email.toLowerCase(),
      lifetimeCents: 14_000,
      yearCents: 7_000,
      gifts: 3,
    });

    const byName = await listSupporters(services, { q: "lena lis" });
    expect(byName.supporters.map((s) => s.id)).toContain(row!.id);
    const none = await listSupporters(services, { q: "%" });
    expect(
      none.supporters.every((s) => s.name.includes("%") || (s.email ?? "").includes("%")),
    ).toBe(true);
  });

  test("searches every address of a person, and pages by 50", async () => {
    const { id } = await personWithHistory("Omar Old", `omar-${unique()}@example.org`);
    const second = `omar.new-${unique()}@example.org`;
    await services.db.insert(supporterEmails).values({ email: second, supporterId: id });
    const found = await listSupporters(services, { q: second });
    expect(found.supporters.map((s) => s.id)).toEqual([id]);
    expect(found.supporters[0]!.registrations).toBe(1);

    const tag = unique();
    await services.db.insert(supporters).values(
      Array.from({ length: 55 }, (_, i) => ({
        name: `Page ${tag} ${String(i).padStart(2, "0")}`,
      })),
    );
    const first = await listSupporters(services, { q: `Page ${tag}` });
    const next = await listSupporters(services, { q: `Page ${tag}`, page: 2 });
    expect([first.total, first.supporters.length, next.supporters.length]).toEqual([55, 50, 5]);
    expect(next.supporters[0]!.name).toBe(`Page ${tag} 50`);
  });

  test("the CSV export streams every match in batches", async () => {
    const tag = unique();
    await services.db
      .insert(supporters)
      .values(Array.from({ length: 7 }, (_, i) => ({ name: `=Csv ${tag} ${i}`, phone: "+1 555" })));
    const rows = [];
    for await (const batch of supporterCsvBatches(services, { q: `Csv ${tag}` }, 3))
      rows.push(...batch);
    expect(rows).toHaveLength(7);
    expect(rows[0]![0]).toBe(`=Csv ${tag} 0`);
    expect(rows[0]![3]).toBe("+1 555");
  });
});

describe("updateSupporter", () => {
  test("saves the details and audits; a new address joins the old ones", async () => {
    const old = `edit-${unique()}@example.org`;
    const { id } = await personWithHistory("Eve Edit", old);
    const fresh = `Eve.New-${unique()}@Example.org`;
    const input = supporterContactSchema.parse({
      name: "Eve Editor",
      email: fresh,
      phone: "555-0100",
      city: "Austin",
    });
    await updateSupporter(services, adminUser, id, input);
    const detail = await getSupporter(services, id);
    expect(detail.supporter).toMatchObject({
      name: "Eve Editor",
      email: fresh.toLowerCase(),
      phone: "555-0100",
      city: "Austin",
    });
    expect(detail.emails.sort()).toEqual([old, fresh.toLowerCase()].sort());
    const audits = await services.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.some((a) => a.action === "update")).toBe(true);
  });

  test("refuses an address another record owns, writing nothing", async () => {
    const a = await personWithHistory("Ann A", `ann-${unique()}@example.org`);
    const bEmail = `bob-${unique()}@example.org`;
    await personWithHistory("Bob B", bEmail);
    const input = supporterContactSchema.parse({
      name: "Ann Changed",
      email: bEmail.toUpperCase(),
    });
    await expect(updateSupporter(services, adminUser, a.id, input)).rejects.toMatchObject({
      status: 422,
      code: "email_taken",
    });
    const [row] = await services.db.select().from(supporters).where(eq(supporters.id, a.id));
    expect(row!.name).toBe("Ann A");
  });

  test("a tampered id is a 404", async () => {
    const input = supporterContactSchema.parse({ name: "X" });
    await expect(updateSupporter(services, adminUser, "not-an-id", input)).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      updateSupporter(services, adminUser, crypto.randomUUID(), input),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("mergeSupporters", () => {
  test("moves every linked row and address to the surviving record, lists them, keeps the merged one as history", async () => {
    const into = await personWithHistory("Mia Into", `mia-${unique()}@example.org`);
    const fromEmail = `mia.other-${unique()}@example.org`;
    const from = await personWithHistory("Mia From", fromEmail);
    await services.db
      .update(supporters)
      .set({ phone: "555-0199", city: "Dallas" })
      .where(eq(supporters.id, from.id));
    await services.db.update(supporters).set({ city: "Houston" }).where(eq(supporters.id, into.id));

    const tables = {
      donations,
      event_registrations: eventRegistrations,
      event_guests: eventGuests,
      contact_messages: contactMessages,
      receipts,
    } as const;
    const fromRows: Record<string, string[]> = {};
    for (const [name, table] of Object.entries(tables)) {
      fromRows[name] = (
        await services.db.select({ id: table.id }).from(table).where(eq(table.supporterId, from.id))
      ).map((r) => r.id);
      expect(fromRows[name]!.length, name).toBeGreaterThan(0);
    }
    const intoBefore = await getSupporter(services, into.id);

    const { mergeId } = await mergeSupporters(services, adminUser, {
      intoId: into.id,
      fromId: from.id,
    });

    for (const [name, table] of Object.entries(tables)) {
      const left = await services.db
        .select({ id: table.id })
        .from(table)
        .where(eq(table.supporterId, from.id));
      expect(left, name).toEqual([]);
      const moved = await services.db
        .select({ supporterId: table.supporterId })
        .from(table)
        .where(inArray(table.id, fromRows[name]!));
      expect(
        moved.every((r) => r.supporterId === into.id),
        name,
      ).toBe(true);
    }
    const [merge] = await services.db
      .select()
      .from(supporterMerges)
      .where(eq(supporterMerges.id, mergeId));
    for (const name of Object.keys(tables))
      expect([...merge!.moved[name]!].sort(), name).toEqual([...fromRows[name]!].sort());
    expect(merge!.moved.supporter_emails).toEqual([fromEmail]);

    const after = await getSupporter(services, into.id);
    expect(after.gifts).toHaveLength(intoBefore.gifts.length + 2);
    expect(after.figures.lifetimeCents).toBe(intoBefore.figures.lifetimeCents * 2);
    expect(after.supporter).toMatchObject({ phone: "555-0199", city: "Houston" });
    expect(after.mergedFrom.map((m) => m.id)).toEqual([from.id]);
    const merged = await getSupporter(services, from.id);
    expect(merged.mergedInto).toEqual({ id: into.id, name: "Mia Into" });
    expect((await listSupporters(services, { q: fromEmail })).supporters.map((s) => s.id)).toEqual([
      into.id,
    ]);
    const audits = await services.db.select().from(auditLog).where(eq(auditLog.entityId, mergeId));
    expect(audits).toHaveLength(1);

    // A later gift from the merged address lands on the surviving record.
    await createDonationRow(services.db, { donorName: "Mia", donorEmail: fromEmail });
    await linkUnlinkedSupporters(services.db);
    expect((await getSupporter(services, into.id)).gifts).toHaveLength(after.gifts.length + 1);

    await expect(
      mergeSupporters(services, adminUser, { intoId: into.id, fromId: from.id }),
    ).rejects.toMatchObject({ status: 422 });
  });

  test("refuses a record merged into itself and tampered ids, writing nothing", async () => {
    const a = await personWithHistory("Sol Same", `sol-${unique()}@example.org`);
    const count = async () =>
      Number(
        (
          (await services.db.execute(
            sql`select count(*)::int as n from supporter_merges`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    const before = await count();
    await expect(
      mergeSupporters(services, adminUser, { intoId: a.id, fromId: a.id }),
    ).rejects.toMatchObject({
      status: 422,
      message: "A record cannot be merged into itself. Please choose another record.",
    });
    await expect(
      mergeSupporters(services, adminUser, { intoId: a.id, fromId: "x' or 1=1" }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      mergeSupporters(services, adminUser, { intoId: a.id, fromId: crypto.randomUUID() }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await count()).toBe(before);
    const [row] = await services.db.select().from(supporters).where(eq(supporters.id, a.id));
    expect(row!.mergedIntoId).toBeNull();
  });
});
