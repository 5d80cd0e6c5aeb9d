// Offline gifts, "Send receipt" and the receipt PDF (decision 020): one transaction each,
// audited, the PDF read back as text.
import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { createTestServices, type TestServices } from "../../test/harness";
import { createFundraiser } from "../../test/factories";
import { raisedCents } from "../../test/payment-factories";
import { auditLog, donations, outbox, receipts, supporters } from "../../db/schema";
import { offlineGiftSchema } from "../../../shared/schemas/offline-gift";
import { recordOfflineGift, receiptPdfById, sendDonationReceipt } from "./receipts-admin";

let services: TestServices;
const actor = { id: "manager-1", email: "manager@example.org" };
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const input = (values: Record<string, unknown>) =>
  offlineGiftSchema.parse({
    donorName: "Grace Hopper",
    method: "cheque",
    chequeNumber: "1042",
    amount: "300",
    receivedOn: "2026-11-20",
    ...values,
  });

async function pdfText(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join("\n").replace(/\s+/g, " ");
}

test("a cheque gift is recorded, raises its fundraiser, is receipted, e-mailed with its PDF and audited", async () => {
  const coats = await createFundraiser(services.db, { title: "Winter Coats", raisedCents: 1_000 });
  const { gift, receipt } = await recordOfflineGift(
    services,
    actor,
    input({
      donorEmail: "Grace@Example.org",
      fundraiserId: coats.id,
      note: "Handed in at the office",
      sendReceipt: true,
    }),
  );
  expect(gift).toMatchObject({
    provider: "offline",
    status: "completed",
    method: "cheque",
    chequeNumber: "1042",
    amountCents: 30_000,
    recordedBy: actor.id,
    note: "Handed in at the office",
  });
  expect(await raisedCents(services.db, coats.id)).toBe(31_000);
  expect(receipt).toMatchObject({
    kind: "gift",
    amountCents: 30_000,
    supporterId: gift.supporterId,
  });
  expect(receipt!.number).toMatch(/^2026-\d{6}$/);
  const [supporter] = await services.db
    .select()
    .from(supporters)
    .where(eq(supporters.id, gift.supporterId!));
  expect(supporter).toMatchObject({ name: "Grace Hopper", email: "grace@example.org" });
  const [mail] = await services.db.select().from(outbox).where(eq(outbox.to, "Grace@Example.org"));
  expect(mail!.text).toContain(`Receipt number: ${receipt!.number}`);
  expect(mail!.text).toContain("Method: Check no. 1042");
  expect(mail!.text).toContain("written acknowledgment");
  expect(mail!.text).not.toContain("Handed in at the office");
  expect(mail!.attachments?.[0]).toMatchObject({
    filename: `receipt-${receipt!.number}.pdf`,
    contentType: "application/pdf",
  });
  const attached = await pdfText(Buffer.from(mail!.attachments![0]!.content, "base64"));
  expect(attached).toContain(receipt!.number);
  const [audit] = await services.db.select().from(auditLog).where(eq(auditLog.entityId, gift.id));
  expect(audit).toMatchObject({ action: "create", entity: "donations", actorId: actor.id });
});

test("an in-kind gift has no amount, and without 'E-mail a receipt now' nothing is sent", async () => {
  const before = (await services.db.select().from(outbox)).length;
  const { gift, receipt } = await recordOfflineGift(
    services,
    actor,
    input({
      method: "in_kind",
      amount: "",
      chequeNumber: "",
      description: "40 winter coats",
      donorEmail: "",
      sendReceipt: false,
    }),
  );
  expect(gift).toMatchObject({
    amountCents: 0,
    description: "40 winter coats",
    chequeNumber: null,
    donorEmail: "",
  });
  expect(receipt).toMatchObject({ kind: "in_kind", amountCents: 0 });
  expect((await services.db.select().from(outbox)).length).toBe(before);
});

test("bad input is refused with the field's message and writes nothing", () => {
  const issues = (values: Record<string, unknown>) => {
    const result = offlineGiftSchema.safeParse({
      donorName: "Grace Hopper",
      method: "cheque",
      chequeNumber: "7",
      amount: "50",
      receivedOn: "2026-11-20",
      ...values,
    });
    return result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };
  expect(issues({ chequeNumber: "" })).toEqual(["chequeNumber: Enter the check number"]);
  expect(issues({ amount: "-5" })).toEqual(["amount: Enter an amount greater than $0, like 50.00"]);
  expect(issues({ amount: "0" })).toEqual(["amount: Enter an amount greater than $0, like 50.00"]);
  expect(issues({ method: "in_kind", amount: "" })).toEqual([
    "description: Describe the in-kind gift",
  ]);
  expect(issues({ receivedOn: "2999-01-01" })).toEqual([
    "receivedOn: The date received cannot be in the future",
  ]);
  expect(issues({ donorName: " " })).toEqual(["donorName: Donor name is required"]);
  expect(issues({ sendReceipt: true })[0]).toMatch(/^donorEmail: Enter the donor's e-mail address/);
  expect(issues({})).toEqual([]);
});

test("Send receipt queues the e-mail again with the same number, audited; the PDF reads back", async () => {
  const { gift, receipt } = await recordOfflineGift(
    services,
    actor,
    input({ donorEmail: "ada@example.org", amount: "50" }),
  );
  const sent = await sendDonationReceipt(services, actor, gift.id);
  expect(sent.receipt.number).toBe(receipt!.number);
  const mails = await services.db.select().from(outbox).where(eq(outbox.to, "ada@example.org"));
  expect(mails).toHaveLength(1);
  const audits = await services.db.select().from(auditLog).where(eq(auditLog.entity, "outbox"));
  expect(audits.some((a) => (a.after as { receipt?: string }).receipt === receipt!.number)).toBe(
    true,
  );

  const { pdf, number } = await receiptPdfById(services, receipt!.id);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = await pdfText(pdf);
  expect(text).toContain(`Receipt ${number}`);
  expect(text).toContain("EIN");
  expect(text).toContain("Amount: $50.00");
  expect(text).toContain("No goods or services were provided in exchange for this contribution.");
});

test("a voided receipt's PDF says VOID; a gift with no address cannot be e-mailed", async () => {
  const { gift, receipt } = await recordOfflineGift(services, actor, input({ amount: "20" }));
  await expect(sendDonationReceipt(services, actor, gift.id)).rejects.toMatchObject({
    status: 400,
  });
  await services.db
    .update(receipts)
    .set({ voidedAt: new Date("2026-11-24T18:00:00Z"), voidReason: "refunded" })
    .where(eq(receipts.id, receipt!.id));
  const text = await pdfText((await receiptPdfById(services, receipt!.id)).pdf);
  expect(text).toContain(
    "VOID — this receipt was voided on November 24, 2026 because the gift was refunded.",
  );
  await expect(
    receiptPdfById(services, "00000000-0000-4000-8000-000000000000"),
  ).rejects.toMatchObject({ status: 404 });
  expect((await services.db.select().from(donations).where(eq(donations.id, gift.id))).length).toBe(
    1,
  );
});
