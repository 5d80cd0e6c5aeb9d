// Decision 017: the event form's "After the sale" policy, stored on the event row
// and read back as the form's values; out-of-range hours are refused at the field.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminUser } from "../../test/admin-context";
import { createTestServices, type TestServices } from "../../test/harness";
import { eventFormSchema } from "../../../shared/schemas/event";
import { eventPolicyValues } from "../../../shared/schemas/event-policy";
import { createEvent, listAdminEvents, updateEvent } from "./events-admin";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const form = (overrides: Record<string, unknown> = {}) =>
  eventFormSchema.parse({
    title: "Harvest Supper",
    description: "Soup and bread.",
    startsAt: "2030-10-04T18:30",
    location: "Killeen, TX",
    hasTickets: true,
    ...overrides,
  });

describe("the event's self-service and waitlist policy", () => {
  test("defaults: no online cancelling, guests editable until 24 hours before, no waitlist, offers held 12 hours", async () => {
    const row = await createEvent(services.db, adminUser, form());
    expect(row).toMatchObject({
      selfCancelHours: null,
      selfCancelRefund: false,
      guestEditHours: 24,
      waitlistEnabled: false,
      waitlistOfferHours: 12,
    });
  });

  test("saved from the form and read back as its values", async () => {
    const row = await createEvent(services.db, adminUser, form());
    const values = {
      selfCancel: true,
      selfCancelHours: "72",
      selfCancelRefund: true,
      guestEditHours: "6",
      waitlistEnabled: true,
      waitlistOfferHours: "4",
    };
    const after = await updateEvent(services, adminUser, row.id, form(values));
    expect(after).toMatchObject({
      selfCancelHours: 72,
      selfCancelRefund: true,
      guestEditHours: 6,
      waitlistEnabled: true,
      waitlistOfferHours: 4,
    });
    const listed = (await listAdminEvents(services.db)).find((e) => e.id === row.id)!;
    expect(eventPolicyValues(listed)).toEqual(values);
    // Cancelling off clears its refund.
    const off = await updateEvent(
      services,
      adminUser,
      row.id,
      form({ ...values, selfCancel: false }),
    );
    expect(off).toMatchObject({ selfCancelHours: null, selfCancelRefund: false });
  });

  test("hours out of range are refused at their field", () => {
    const result = eventFormSchema.safeParse({
      ...form(),
      selfCancelHours: "-1",
      waitlistOfferHours: "500",
      guestEditHours: "x",
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining(["selfCancelHours", "waitlistOfferHours", "guestEditHours"]),
    );
  });
});
