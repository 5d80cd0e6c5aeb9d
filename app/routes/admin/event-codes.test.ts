// In-process tests of the promo code screen's action and the dialog's code check
// (docs/decisions/018-codes-and-orders.md).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, promoCodes } from "../../../server/db/schema";
import { adminUser, contextFor, jsonRequest, unwrap } from "../../../server/test/admin-context";
import { createEvent, createTicketType } from "../../../server/test/factories";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import * as promoCodeRoute from "../event-promo-code";
import * as codesRoute from "./event-codes";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const codes = async (eventId: string, body: unknown) =>
  unwrap(
    await codesRoute.action({
      request: jsonRequest(`/admin/events/${eventId}/codes`, body),
      context: contextFor(services, adminUser),
      params: { id: eventId },
    } as unknown as Parameters<typeof codesRoute.action>[0]),
  );

const check = async (eventId: string, body: unknown, clientIp = "192.0.2.40") =>
  unwrap(
    await promoCodeRoute.action({
      request: jsonRequest(`/events/${eventId}/promo-code`, body),
      context: { services, user: null, requestId: "t", clientIp },
      params: { id: eventId },
    } as unknown as Parameters<typeof promoCodeRoute.action>[0]),
  );

describe("/admin/events/:id/codes", () => {
  test("creates a code with its audit entry; refuses bad input at the field; unknown ids are 404", async () => {
    const event = await createEvent(services.db);
    const created = await codes(event.id, {
      intent: "create",
      code: "VETS",
      discountType: "fixed",
      amount: "7.5",
    });
    expect(created).toMatchObject({ status: 200, body: { ok: true } });
    const id = created.body.id as string;
    const [row] = await services.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row).toMatchObject({ code: "VETS", discountValue: 750 });
    expect(await services.db.select().from(auditLog).where(eq(auditLog.entityId, id))).toHaveLength(
      1,
    );

    const bad = await codes(event.id, {
      intent: "create",
      code: "",
      discountType: "percent",
      amount: 0,
    });
    expect(bad.status).toBe(422);
    expect((bad.body.error as { issues: { path: string; message: string }[] }).issues).toEqual(
      expect.arrayContaining([
        { path: "code", message: "Code is required" },
        { path: "amount", message: "Percent off must be a whole number from 1 to 100" },
      ]),
    );
    expect((await codes(event.id, { intent: "delete", id: "not-a-uuid" })).status).toBe(404);
    expect((await codes("nope", { intent: "delete", id })).status).toBe(404);
    expect((await codes(event.id, { intent: "setActive", id, isActive: false })).status).toBe(200);
    expect((await codes(event.id, { intent: "delete", id })).status).toBe(200);
  });
});

describe("POST /events/:id/promo-code", () => {
  test("answers what a code does, refuses an unknown one at the field, and is rate-limited", async () => {
    const event = await createEvent(services.db);
    const hidden = await createTicketType(services.db, event.id, {
      name: "Military",
      priceCents: 2000,
      isHidden: true,
    });
    await services.db.insert(promoCodes).values({
      eventId: event.id,
      code: "Salute",
      discountType: "percent",
      discountValue: 20,
      unlocksTicketTypeIds: [hidden.id],
    });
    const ok = await check(event.id, { code: "SALUTE" });
    expect(ok).toMatchObject({
      status: 200,
      body: {
        ok: true,
        promo: {
          code: "Salute",
          label: "20% off",
          unlocked: [{ id: hidden.id, name: "Military" }],
        },
      },
    });
    const unknown = await check(event.id, { code: "nope" });
    expect(unknown).toMatchObject({
      status: 422,
      body: { error: { issues: [{ path: "promoCode" }] } },
    });
    expect((await check("not-an-id", { code: "SALUTE" })).status).toBe(404);
    const answers = [];
    for (let i = 0; i < 20; i += 1)
      answers.push((await check(event.id, { code: "guess" + i }, "192.0.2.41")).status);
    expect(answers.at(-1)).toBe(422);
    expect((await check(event.id, { code: "SALUTE" }, "192.0.2.41")).status).toBe(429);
  });
});
