// Decision 020 in-process: "Record a gift" (422 with the field's messages and nothing
// written; success writes the gift, its receipt and the audit entry), "Send receipt" on
// the gifts list, and the receipt PDF route.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { auditLog, donations, outbox, receipts } from "../../../server/db/schema";
import {
  adminUser,
  contextFor,
  doorUser,
  jsonRequest,
  settle,
} from "../../../server/test/admin-context";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import { action as recordAction, loader as recordLoader } from "./donation-new";
import { action as donationsAction, loader as donationsLoader } from "./donations";
import { loader as pdfLoader } from "./receipt-pdf";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const post = (values: Record<string, unknown>, user = adminUser) =>
  settle(() =>
    recordAction({
      request: jsonRequest("/admin/donations/new", { intent: "record", values }),
      context: contextFor(services, user),
      params: {},
    } as never),
  );
const cheque = {
  donorName: "Mary Jackson",
  donorEmail: "mary@example.org",
  method: "cheque",
  chequeNumber: "881",
  amount: "125.50",
  receivedOn: "2026-11-02",
  sendReceipt: false,
};

test("a cheque without its number, or a zero or negative amount, is a 422 with the field's message, and nothing is written", async () => {
  const before = (await services.db.select().from(donations)).length;
  const missing = await post({ ...cheque, chequeNumber: "" });
  expect(missing).toMatchObject({
    status: 422,
    body: { error: { issues: [{ path: "chequeNumber", message: "Enter the check number" }] } },
  });
  for (const amount of ["0", "-10", "abc"]) {
    expect(await post({ ...cheque, amount })).toMatchObject({
      status: 422,
      body: {
        error: {
          issues: [{ path: "amount", message: "Enter an amount greater than $0, like 50.00" }],
        },
      },
    });
  }
  expect((await services.db.select().from(donations)).length).toBe(before);
  expect(await services.db.select().from(receipts)).toHaveLength(0);
});

test("door volunteers may not record gifts", async () => {
  expect(await post(cheque, doorUser)).toMatchObject({ status: 403 });
});

test("a recorded gift is listed with its method and receipt, can be sent again, and its PDF opens inline", async () => {
  const answer = await post(cheque);
  expect(answer).toMatchObject({
    status: 200,
    body: { ok: true, emailed: false, receiptNumber: expect.stringMatching(/^2026-\d{6}$/) },
  });
  const { id, receiptId, receiptNumber } = (
    answer as unknown as { body: { id: string; receiptId: string; receiptNumber: string } }
  ).body;
  const [audit] = await services.db.select().from(auditLog).where(eq(auditLog.entityId, id));
  expect(audit).toMatchObject({ entity: "donations", action: "create" });

  const page = (await settle(() =>
    donationsLoader({
      request: new Request("http://localhost:3000/admin/donations"),
      context: contextFor(services, adminUser),
      params: {},
    } as never),
  )) as unknown as {
    body: {
      donations: {
        id: string;
        method: string;
        chequeNumber: string;
        receipt: { id: string; number: string } | null;
      }[];
    };
  };
  expect(page.body.donations.find((d) => d.id === id)).toMatchObject({
    method: "cheque",
    chequeNumber: "881",
    receipt: { id: receiptId, number: receiptNumber },
  });

  const sent = await settle(() =>
    donationsAction({
      request: jsonRequest("/admin/donations", { intent: "sendReceipt", id }),
      context: contextFor(services, adminUser),
      params: {},
    } as never),
  );
  expect(sent).toMatchObject({
    status: 200,
    body: { ok: true, number: receiptNumber, to: "mary@example.org" },
  });
  const [mail] = await services.db.select().from(outbox).where(eq(outbox.to, "mary@example.org"));
  expect(mail!.text).toContain(`Receipt number: ${receiptNumber}`);

  const response = (await pdfLoader({
    request: new Request(`http://localhost:3000/admin/receipts/${receiptId}/pdf`),
    context: contextFor(services, adminUser),
    params: { id: receiptId },
  } as never)) as Response;
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("content-disposition")).toBe(
    `inline; filename="receipt-${receiptNumber}.pdf"`,
  );
  expect(
    Buffer.from(await response.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
});

test("?supporter= fills in the donor from their record", async () => {
  const answer = await post({
    ...cheque,
    donorEmail: "katherine@example.org",
    donorName: "Katherine Johnson",
  });
  const [gift] = await services.db
    .select()
    .from(donations)
    .where(eq(donations.id, (answer as unknown as { body: { id: string } }).body.id));
  const page = await settle(() =>
    recordLoader({
      request: new Request(
        `http://localhost:3000/admin/donations/new?supporter=${gift!.supporterId}`,
      ),
      context: contextFor(services, adminUser),
      params: {},
    } as never),
  );
  expect(page).toMatchObject({
    body: { supporter: { name: "Katherine Johnson", email: "katherine@example.org" } },
  });
});
