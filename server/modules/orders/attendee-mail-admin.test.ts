import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { auditLog, outbox } from "../../db/schema";
import { AppError } from "../../errors";
import { managerUser } from "../../test/admin-context";
import {
  createEvent,
  createRegistration,
  createTicketType,
  daysFromNow,
} from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { attendeeMessageSchema } from "../../../shared/schemas/attendee-message";
import { getAttendeeMailPage, NO_RECIPIENTS, sendAttendeeMail } from "./attendee-mail-admin";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());
beforeEach(async () => {
  await services.db.delete(outbox);
  await services.db.delete(auditLog);
});

const message = (overrides: Record<string, unknown> = {}) =>
  attendeeMessageSchema.parse({
    subject: "Parking for {{event_title}}",
    message:
      "Dear {{name}},\n\nPark behind the hall on {{event_date}}.\n\nSee you, {{organisation}}",
    ...overrides,
  });

async function scenario() {
  const event = await createEvent(services.db, { title: "Fall Gala" });
  const dinner = await createTicketType(services.db, event.id, { name: "Dinner" });
  const dance = await createTicketType(services.db, event.id, { name: "Dance" });
  await createRegistration(services.db, dinner, {
    customerName: "Ann",
    customerEmail: "ann@example.org",
  });
  await createRegistration(services.db, dance, {
    customerName: "Ann Again",
    customerEmail: "ANN@example.org",
  });
  await createRegistration(services.db, dance, {
    customerName: "Ben",
    customerEmail: "ben@example.org",
  });
  await createRegistration(services.db, dinner, {
    customerName: "Hold",
    customerEmail: "hold@example.org",
    status: "pending",
    holdExpiresAt: daysFromNow(1),
  });
  await createRegistration(services.db, dinner, {
    customerName: "Gone",
    customerEmail: "gone@example.org",
    status: "cancelled",
  });
  await createRegistration(services.db, dinner, {
    customerName: "Late",
    customerEmail: "late@example.org",
    status: "expired",
  });
  return { event, dinner, dance };
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError)
      return { status: error.status, message: error.message, issues: error.issues };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("writing to attendees", () => {
  test("one e-mail per distinct confirmed buyer, filled for each; pending, cancelled and expired are left out", async () => {
    const { event } = await scenario();
    expect(await sendAttendeeMail(services, managerUser, event.id, message())).toEqual({ sent: 2 });
    const mails = await services.db.select().from(outbox).orderBy(outbox.to);
    expect(mails.map((m) => m.to.toLowerCase())).toEqual(["ann@example.org", "ben@example.org"]);
    const ann = mails.find((m) => m.to.toLowerCase() === "ann@example.org")!;
    expect(ann.subject).toBe("Parking for Fall Gala");
    expect(ann.text).toMatch(/^Dear Ann,\n\nPark behind the hall on \w+day, /);
    expect(ann.text).toContain("Homefront\ninfo@homefront.org");
    expect(ann.html).toContain("<p>Dear Ann,</p>");
  });

  test("a ticket type narrows the audience, and the page counts each audience", async () => {
    const { event, dinner } = await scenario();
    const page = await getAttendeeMailPage(services, event.id);
    expect(page.recipients).toBe(2);
    expect(page.ticketTypes.map((t) => [t.name, t.recipients])).toEqual([
      ["Dinner", 1],
      ["Dance", 2],
    ]);
    expect(
      await sendAttendeeMail(services, managerUser, event.id, message({ ticketTypeId: dinner.id })),
    ).toEqual({ sent: 1 });
    const [mail] = await services.db.select().from(outbox);
    expect(mail!.to).toBe("ann@example.org");
  });

  test("one audit entry records the subject and the count", async () => {
    const { event } = await scenario();
    await sendAttendeeMail(services, managerUser, event.id, message());
    const entries = await services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "attendee_email"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "create",
      entityId: event.id,
      actorEmail: managerUser.email,
    });
    expect(entries[0]!.after).toEqual({
      subject: "Parking for {{event_title}}",
      ticketTypeId: null,
      recipients: 2,
    });
  });

  test("no recipients is refused with a clear message, and nothing is queued or audited", async () => {
    const event = await createEvent(services.db);
    const type = await createTicketType(services.db, event.id);
    await createRegistration(services.db, type, { status: "cancelled" });
    expect(
      await refusal(sendAttendeeMail(services, managerUser, event.id, message())),
    ).toMatchObject({
      status: 422,
      message: NO_RECIPIENTS,
    });
    expect(await services.db.select().from(outbox)).toEqual([]);
    expect(await services.db.select().from(auditLog)).toEqual([]);
  });

  test("another event's ticket type or one that cannot be an id is refused, an unknown event is a 404", async () => {
    const { event } = await scenario();
    const other = await createEvent(services.db);
    const otherType = await createTicketType(services.db, other.id);
    for (const ticketTypeId of [otherType.id, "𖮇𑬇𝩺"]) {
      expect(
        await refusal(sendAttendeeMail(services, managerUser, event.id, message({ ticketTypeId }))),
      ).toMatchObject({
        status: 422,
        issues: [{ path: "ticketTypeId" }],
      });
    }
    expect(
      (await refusal(sendAttendeeMail(services, managerUser, crypto.randomUUID(), message())))
        .status,
    ).toBe(404);
  });

  test("unknown placeholders are refused by the schema at the field", () => {
    const result = attendeeMessageSchema.safeParse({
      subject: "Hi",
      message: "Dear {{first_name}}",
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: ["message"],
      message: expect.stringContaining("{{first_name}}"),
    });
  });
});
