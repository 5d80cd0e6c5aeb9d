import fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { receipts, supporters } from "../../db/schema";
import { createTestServices, type TestServices } from "../../test/harness";
import { defaultSiteSettings } from "../../../shared/site";
import { formatCents } from "../../../shared/domain/money";
import { linkUnlinkedSupporters } from "../supporters/index.server";
import { renderStatementPdf } from "./pdf";
import { pdfText } from "../../test/pdf-text";
import { filesMatching } from "../../test/source-files";
import {
  STATEMENT_YEAR_MESSAGES,
  buildStatement,
  checkStatementYear,
  readStatementYear,
  statementTotal,
} from "./statement";
import { yearInZone } from "../../../shared/domain/zoned-time";
import { insertReceipt, refundReceipt, supporterIdFor } from "../../test/test-receipts";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

let unique = 0;
const freshEmail = () => `giver-${++unique}@example.org`;

describe("a statement's total", () => {
  test("equals the sum of its lines' deductible amounts, and per gift: amount − goods − refunded (refunds removed)", async () => {
    const gift = fc.record({
      kind: fc.constantFrom("gift", "ticket", "in_kind" as const),
      amountCents: fc.integer({ min: 1, max: 500_000 }),
      goodsShare: fc.double({ min: 0, max: 1, noNaN: true }),
      refund: fc.oneof(
        fc.constant({ kind: "none" as const }),
        fc.constant({ kind: "full" as const }),
        fc
          .double({ min: 0.01, max: 0.99, noNaN: true })
          .map((share) => ({ kind: "partial" as const, share })),
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(gift, { minLength: 1, maxLength: 6 }), async (gifts) => {
        const email = freshEmail();
        let expected = 0;
        let live = 0;
        for (const g of gifts) {
          const inKind = g.kind === "in_kind";
          const amount = inKind ? 0 : g.amountCents;
          const goods = g.kind === "ticket" ? Math.floor(amount * g.goodsShare) : 0;
          const receipt = await insertReceipt(services.db, {
            email,
            name: "Prop Giver",
            year: 2025,
            kind: g.kind,
            amountCents: amount,
            goodsValueCents: goods,
            description: inKind ? "Three boxes of books" : null,
          });
          let refunded = 0;
          // Nothing to refund on an in-kind gift (amount 0): it stays listed.
          const refund = inKind ? { kind: "none" as const } : g.refund;
          if (refund.kind === "full") {
            refunded = amount;
            await refundReceipt(services.db, receipt, amount);
          } else if (refund.kind === "partial" && amount > 1) {
            refunded = Math.max(1, Math.min(amount - 1, Math.floor(amount * refund.share)));
            await refundReceipt(services.db, receipt, refunded);
          }
          expected += Math.max(0, amount - goods - refunded);
          // A full refund leaves no line; anything else leaves one live receipt (the original or its replacement).
          if (refund.kind !== "full") live++;
        }
        // Noise that must not count: another year, another person.
        await insertReceipt(services.db, {
          email,
          name: "Prop Giver",
          year: 2024,
          amountCents: 999,
        });
        await insertReceipt(services.db, { email: freshEmail(), year: 2025, amountCents: 777 });
        await linkUnlinkedSupporters(services.db);
        const id = await supporterIdFor(services.db, email);
        if (live === 0) {
          await expect(buildStatement(services.db, id, 2025)).rejects.toMatchObject({
            status: 404,
          });
          return;
        }
        const statement = await buildStatement(services.db, id, 2025);
        expect(statement.totalDeductibleCents).toBe(statementTotal(statement.lines));
        expect(statement.totalDeductibleCents).toBe(expected);
        expect(statement.lines).toHaveLength(live);
        expect(new Set(statement.lines.map((l) => l.receiptNumber)).size).toBe(live);
      }),
      { numRuns: 25 },
    );
  });

  test("a merged record has no statement; its survivor has the receipts", async () => {
    const a = freshEmail();
    const b = freshEmail();
    await insertReceipt(services.db, {
      email: a,
      name: "Merged Away",
      year: 2025,
      amountCents: 1000,
    });
    await linkUnlinkedSupporters(services.db);
    const from = await supporterIdFor(services.db, a);
    await insertReceipt(services.db, { email: b, name: "Survivor", year: 2025, amountCents: 2000 });
    await linkUnlinkedSupporters(services.db);
    const into = await supporterIdFor(services.db, b);
    await services.db
      .update(receipts)
      .set({ supporterId: into })
      .where(eq(receipts.supporterId, from));
    await services.db.update(supporters).set({ mergedIntoId: into }).where(eq(supporters.id, from));
    await expect(buildStatement(services.db, from, 2025)).rejects.toMatchObject({ status: 404 });
    expect((await buildStatement(services.db, into, 2025)).totalDeductibleCents).toBe(3000);
  });
});

describe("the year", () => {
  test("a future year in the organisation's time zone is refused; the current one is not", () => {
    // 05:00 UTC on January 1 is still December 31 in Chicago.
    const newYearUtc = new Date("2027-01-01T05:00:00Z");
    expect(yearInZone(newYearUtc, "America/Chicago")).toBe(2026);
    expect(checkStatementYear(2026, { timeZone: "America/Chicago" }, newYearUtc)).toBe(2026);
    expect(() => checkStatementYear(2027, { timeZone: "America/Chicago" }, newYearUtc)).toThrow(
      /has not happened/,
    );
    expect(() => checkStatementYear("20x6", { timeZone: "America/Chicago" }, newYearUtc)).toThrow(
      /choose a year/i,
    );
  });

  test("one rule reads the year: a whole number or four digits as text, from 1900 on", () => {
    expect(readStatementYear(2025)).toBe(2025);
    expect(readStatementYear(" 2025 ")).toBe(2025);
    expect(readStatementYear(1900)).toBe(1900);
    for (const bad of [1899, "1899", 2025.5, "2025.0", "25", "", null, undefined, { x: 1 }, NaN]) {
      expect(readStatementYear(bad), String(bad)).toBeNull();
    }
  });

  test("one message set: not a year, and a year that has not happened", () => {
    const settings = { timeZone: "America/Chicago" };
    const now = new Date("2026-06-01T12:00:00Z");
    for (const bad of [1899, "soon", undefined, { x: 1 }]) {
      expect(() => checkStatementYear(bad, settings, now)).toThrow(
        expect.objectContaining({ status: 400, message: STATEMENT_YEAR_MESSAGES.invalid }),
      );
    }
    expect(() => checkStatementYear("2027", settings, now)).toThrow(
      expect.objectContaining({ status: 400, message: STATEMENT_YEAR_MESSAGES.future(2027, 2026) }),
    );
    expect(checkStatementYear("2026", settings, now)).toBe(2026);
  });

  test("no other production file checks a year its own way", () => {
    // A bare four-digit year pattern or a year message elsewhere is a second rule.
    const copies =
      /\/\^\\d\{4\}\$\/|["'`](?:please )?choose a year|\.min\(1900\)|statementYearInput/i;
    expect(filesMatching(copies, ["server/modules/statements/statement.ts"])).toEqual([]);
  });
});

describe("the PDF", () => {
  test("reads back with the letterhead, the supporter, every receipt number, the total and the 1771 wording", async () => {
    const email = freshEmail();
    const gift = await insertReceipt(services.db, {
      email,
      name: "Ada Lovelace",
      year: 2026,
      amountCents: 12_500,
    });
    const ticket = await insertReceipt(services.db, {
      email,
      name: "Ada Lovelace",
      year: 2026,
      kind: "ticket",
      amountCents: 15_000,
      goodsValueCents: 6_000,
    });
    const books = await insertReceipt(services.db, {
      email,
      name: "Ada Lovelace",
      year: 2026,
      kind: "in_kind",
      amountCents: 0,
      description: "Forty winter coats",
    });
    const refunded = await insertReceipt(services.db, {
      email,
      name: "Ada Lovelace",
      year: 2026,
      amountCents: 4_000,
    });
    const replacement = await refundReceipt(services.db, refunded, 1_000);
    await linkUnlinkedSupporters(services.db);
    const id = await supporterIdFor(services.db, email);
    await services.db
      .update(supporters)
      .set({
        addressLine1: "12 Analytical Way",
        city: "Killeen",
        region: "TX",
        postalCode: "76541",
      })
      .where(eq(supporters.id, id));
    const statement = await buildStatement(services.db, id, 2026);
    expect(statement.totalDeductibleCents).toBe(12_500 + 9_000 + 3_000);
    const { text } = await pdfText(await renderStatementPdf(statement, defaultSiteSettings));
    for (const expected of [
      defaultSiteSettings.legalName,
      `EIN ${defaultSiteSettings.ein}`,
      "Year-end giving statement 2026",
      "Ada Lovelace",
      "12 Analytical Way",
      gift.number,
      ticket.number,
      books.number,
      replacement!.number,
      "Forty winter coats",
      "Not valued",
      formatCents(6_000),
      `Total deductible for 2026: ${formatCents(24_500)}`,
      "No goods or services were provided in exchange",
      "only the amount above it is deductible",
      "Please keep this statement for your tax records.",
    ]) {
      expect(text).toContain(expected);
    }
    // The voided receipt is not on the statement.
    expect(text).not.toContain(refunded.number);
  });

  test("a long statement runs over several pages, every line and the footer on each", async () => {
    const email = freshEmail();
    const numbers: string[] = [];
    for (let i = 0; i < 70; i++) {
      numbers.push(
        (
          await insertReceipt(services.db, {
            email,
            name: "Monthly Mo",
            year: 2023,
            amountCents: 2_500,
          })
        ).number,
      );
    }
    await linkUnlinkedSupporters(services.db);
    const statement = await buildStatement(
      services.db,
      await supporterIdFor(services.db, email),
      2023,
    );
    const { pages, text } = await pdfText(await renderStatementPdf(statement, defaultSiteSettings));
    expect(pages).toBeGreaterThan(1);
    for (const number of numbers) expect(text).toContain(number);
    expect(text.split("Please keep this statement for your tax records.").length - 1).toBe(pages);
    expect(text).toContain(`Total deductible for 2023: ${formatCents(70 * 2_500)}`);
  });
});
