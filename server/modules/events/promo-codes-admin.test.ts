import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, promoCodes } from "../../db/schema";
import { adminUser } from "../../test/admin-context";
import { createEvent, createRegistration, createTicketType } from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { refusal } from "../../test/refusal";
import { promoCodeFormSchema } from "../../../shared/schemas/promo-code";
import {
  createPromoCode,
  deletePromoCode,
  getPromoCodesPage,
  setPromoCodeActive,
  updatePromoCode,
} from "./promo-codes-admin";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const form = (overrides: Record<string, unknown> = {}) =>
  promoCodeFormSchema.parse({ code: "THANKS", discountType: "percent", amount: 20, ...overrides });

const audits = async (id: string) =>
  (await services.db.select().from(auditLog).where(eq(auditLog.entityId, id)))
    .map((a) => a.action)
    .sort();

describe("promo codes in the back office", () => {
  test("create, edit, deactivate and delete, each audited; a code is unique per event in any case", async () => {
    const event = await createEvent(services.db);
    const row = await createPromoCode(
      services.db,
      adminUser,
      event.id,
      form({ amount: "12.50", discountType: "fixed", maxUses: "5" }),
    );
    expect(row).toMatchObject({
      code: "THANKS",
      discountType: "fixed",
      discountValue: 1250,
      maxUses: 5,
    });
    expect(
      await refusal(createPromoCode(services.db, adminUser, event.id, form({ code: "thanks" }))),
    ).toMatchObject({
      status: 409,
      message: "This event already has the code thanks.",
    });
    const other = await createEvent(services.db);
    await expect(createPromoCode(services.db, adminUser, other.id, form())).resolves.toBeTruthy();
    await updatePromoCode(services.db, adminUser, event.id, row.id, form({ amount: 25 }));
    await setPromoCodeActive(services.db, adminUser, event.id, row.id, false);
    const [after] = await services.db.select().from(promoCodes).where(eq(promoCodes.id, row.id));
    expect(after).toMatchObject({
      discountType: "percent",
      discountValue: 25,
      isActive: false,
      maxUses: null,
    });
    await deletePromoCode(services.db, adminUser, event.id, row.id);
    expect(await audits(row.id)).toEqual(["create", "delete", "update", "update"]);
  });

  test("the form refuses a percent outside 1–100, an access code unlocking nothing, an end before its start", () => {
    const issues = (v: Record<string, unknown>) =>
      promoCodeFormSchema.safeParse({ code: "A", ...v }).error?.issues.map((i) => i.message);
    expect(issues({ discountType: "percent", amount: 120 })).toEqual([
      "Percent off must be a whole number from 1 to 100",
    ]);
    expect(issues({ discountType: "none", amount: 0 })).toEqual([
      "An access code must unlock at least one hidden ticket type",
    ]);
    expect(
      issues({
        discountType: "percent",
        amount: 5,
        startsAt: "2027-01-02T10:00",
        endsAt: "2027-01-01T10:00",
      }),
    ).toEqual(["The end must be after the start"]);
    expect(issues({ code: "two words", discountType: "percent", amount: 5 })).toEqual([
      "Use letters, digits, - and _ only",
    ]);
  });

  test("only this event's ticket types, and only hidden ones to unlock", async () => {
    const event = await createEvent(services.db);
    const open = await createTicketType(services.db, event.id);
    const elsewhere = await createTicketType(services.db, (await createEvent(services.db)).id);
    expect(
      await refusal(
        createPromoCode(
          services.db,
          adminUser,
          event.id,
          form({ appliesToTicketTypeIds: [elsewhere.id] }),
        ),
      ),
    ).toMatchObject({
      status: 422,
      message: "Ticket type not found",
    });
    expect(
      await refusal(
        createPromoCode(
          services.db,
          adminUser,
          event.id,
          form({ appliesToTicketTypeIds: ["not-a-uuid"] }),
        ),
      ),
    ).toMatchObject({
      status: 422,
    });
    expect(
      await refusal(
        createPromoCode(
          services.db,
          adminUser,
          event.id,
          form({ unlocksTicketTypeIds: [open.id] }),
        ),
      ),
    ).toMatchObject({
      status: 422,
      message: "Only hidden ticket types can be unlocked by a code",
    });
  });

  test("the list shows uses and the revenue given away; a used code can't be deleted", async () => {
    const event = await createEvent(services.db);
    const type = await createTicketType(services.db, event.id, { priceCents: 5000 });
    const row = await createPromoCode(services.db, adminUser, event.id, form());
    await createRegistration(services.db, type, {
      promoCodeId: row.id,
      discountCents: 1000,
      totalCents: 4000,
    });
    await createRegistration(services.db, type, {
      promoCodeId: row.id,
      discountCents: 1000,
      totalCents: 4000,
      status: "cancelled",
    });
    const page = await getPromoCodesPage(services.db, event.id);
    expect(page.codes[0]).toMatchObject({
      code: "THANKS",
      uses: 1,
      givenAwayCents: 1000,
      everUsed: true,
    });
    expect(await refusal(deletePromoCode(services.db, adminUser, event.id, row.id))).toMatchObject({
      status: 409,
    });
  });
});
