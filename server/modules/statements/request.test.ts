import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox, rateLimitHits } from "../../db/schema";
import { createTestServices, type TestServices } from "../../test/harness";
import { STATEMENT_REQUEST_ANSWER } from "../../../shared/schemas/statements";
import { pdfText } from "../../test/pdf-text";
import {
  readStatementToken,
  requestStatementLink,
  statementFromToken,
  statementToken,
} from "./request";
import { insertReceipt, supporterIdFor } from "../../test/test-receipts";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
  await insertReceipt(services.db, {
    email: "Grace@Example.org",
    name: "Grace Hopper",
    year: 2025,
    amountCents: 10_000,
  });
});
afterAll(() => services.cleanup());

const outboxCount = async () => (await services.db.select({ n: count() }).from(outbox))[0]!.n;
const hits = async () => (await services.db.select({ n: count() }).from(rateLimitHits))[0]!.n;
let ip = 0;
const client = () => ({ clientIp: `198.51.100.${++ip}` });

describe("asking for a statement", () => {
  test("a known address with gifts that year gets a signed link that downloads the PDF", async () => {
    await requestStatementLink(services, { email: " grace@example.org ", year: "2025" }, client());
    const [mail] = await services.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "grace@example.org"));
    expect(mail!.subject).toBe("Your 2025 giving statement from Homefront");
    const link = /http:\/\/localhost:3000\/statements\/(\S+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    const { statement, pdf, fileName } = await statementFromToken(services, link![1]!);
    expect(statement.supporter.name).toBe("Grace Hopper");
    expect(fileName).toBe("statement-2025-grace-hopper.pdf");
    const { text } = await pdfText(pdf);
    expect(text).toContain("Grace Hopper");
    expect(text).toContain("Total deductible for 2025: $100.00");
  });

  test("an unknown address, or a year without gifts, answers the same and sends nothing", async () => {
    const before = await outboxCount();
    await expect(
      requestStatementLink(services, { email: "nobody@example.org", year: "2025" }, client()),
    ).resolves.toBeUndefined();
    await expect(
      requestStatementLink(services, { email: "grace@example.org", year: "2021" }, client()),
    ).resolves.toBeUndefined();
    expect(await outboxCount()).toBe(before);
    expect(STATEMENT_REQUEST_ANSWER).not.toMatch(/not found|unknown/i);
  });

  test("a future year or a bad address is refused with a clear message, nothing written", async () => {
    const [mails, counted] = [await outboxCount(), await hits()];
    await expect(
      requestStatementLink(services, { email: "grace@example.org", year: "2999" }, client()),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/2999 cannot be made yet/),
    });
    await expect(
      requestStatementLink(services, { email: "not-an-address", year: "2025" }, client()),
    ).rejects.toMatchObject({
      status: 422,
    });
    // Not a year: the back office's message, from the one year rule.
    await expect(
      requestStatementLink(services, { email: "grace@example.org", year: "20x5" }, client()),
    ).rejects.toMatchObject({ status: 400, message: "Please choose a year." });
    expect([await outboxCount(), await hits()]).toEqual([mails, counted]);
  });

  test("is rate limited per client", async () => {
    const one = client();
    for (let i = 0; i < 5; i++)
      await requestStatementLink(services, { email: `n${i}@example.org`, year: "2025" }, one);
    await expect(
      requestStatementLink(services, { email: "n9@example.org", year: "2025" }, one),
    ).rejects.toMatchObject({
      status: 429,
    });
  });
});

describe("the link", () => {
  test("tampered, expired or signed for another purpose: a 404, nothing read", async () => {
    const id = await supporterIdFor(services.db, "grace@example.org");
    const good = statementToken(services.secret, id, 2025, new Date(Date.now() + 60_000));
    expect(readStatementToken(services.secret, good)).toEqual({ supporterId: id, year: 2025 });
    const [value, signature] = good.split(".");
    const tampered = [
      `${value!.replace("_2025_", "_2024_")}.${signature}`,
      `${value}.${signature!.slice(0, -2)}xx`,
      statementToken("another-secret", id, 2025, new Date(Date.now() + 60_000)),
      statementToken(services.secret, id, 2025, new Date(Date.now() - 1_000)),
      "not-a-token",
      "",
    ];
    for (const token of tampered) {
      await expect(statementFromToken(services, token)).rejects.toMatchObject({ status: 404 });
    }
  });
});
