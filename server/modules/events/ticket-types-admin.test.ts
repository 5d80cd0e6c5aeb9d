import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, eventTicketTypes, ticketTypePhotos } from "../../db/schema";
import { AppError } from "../../errors";
import {
  createEvent,
  createRegistration,
  createTicketType as createTypeRow,
} from "../../test/factories";
import { adminUser } from "../../test/admin-context";
import { createTestServices, type TestServices } from "../../test/harness";
import { TICKET_TYPE_NOT_UPDATED, ticketTypeFormSchema } from "../../../shared/schemas/ticket-type";
import {
  createTicketType,
  deleteTicketType,
  listTicketTypes,
  reorderTicketTypes,
  updateTicketType,
} from "./ticket-types-admin";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const form = (overrides: Record<string, unknown> = {}) =>
  ticketTypeFormSchema.parse({
    name: "General",
    price: 0,
    quantityAvailable: 10,
    seatsPerUnit: 1,
    isActive: true,
    ...overrides,
  });

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError)
      return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("createTicketType", () => {
  test("the first type gets display order 0, each next one the highest plus 1", async () => {
    const event = await createEvent(services.db);
    const a = await createTicketType(
      services.db,
      adminUser,
      event.id,
      form({ name: "A", price: "12.5" }),
    );
    await services.db
      .update(eventTicketTypes)
      .set({ displayOrder: 7 })
      .where(eq(eventTicketTypes.id, a.id));
    const b = await createTicketType(services.db, adminUser, event.id, form({ name: "B" }));
    expect(a).toMatchObject({ displayOrder: 0, priceCents: 1250, quantitySold: 0 });
    expect(b.displayOrder).toBe(8);
    const [entry] = await services.db.select().from(auditLog).where(eq(auditLog.entityId, a.id));
    expect(entry).toMatchObject({ action: "create", entity: "event_ticket_types" });
  });

  test("an unknown event is not found", async () => {
    expect(
      (await refusal(createTicketType(services.db, adminUser, crypto.randomUUID(), form()))).status,
    ).toBe(404);
  });
});

describe("updateTicketType", () => {
  test("saves the form fields", async () => {
    const event = await createEvent(services.db);
    const type = await createTypeRow(services.db, event.id);
    const after = await updateTicketType(
      services.db,
      adminUser,
      event.id,
      type.id,
      form({
        name: "VIP",
        description: "Front row",
        price: 99.99,
        quantityAvailable: 5,
        seatsPerUnit: 2,
        isActive: false,
      }),
    );
    expect(after).toMatchObject({
      name: "VIP",
      description: "Front row",
      priceCents: 9999,
      quantityAvailable: 5,
      seatsPerUnit: 2,
      isActive: false,
    });
  });

  test("a type of another event, or one that is gone, updates no row: SPEC's permission message", async () => {
    const event = await createEvent(services.db);
    const other = await createEvent(services.db);
    const foreign = await createTypeRow(services.db, other.id, { name: "Theirs" });
    for (const id of [foreign.id, crypto.randomUUID()]) {
      expect(
        await refusal(
          updateTicketType(services.db, adminUser, event.id, id, form({ name: "Mine" })),
        ),
      ).toEqual({
        status: 404,
        code: "not_updated",
        message: TICKET_TYPE_NOT_UPDATED,
      });
    }
    const [unchanged] = await services.db
      .select()
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.id, foreign.id));
    expect(unchanged?.name).toBe("Theirs");
  });

  test("quantity can't drop below what is sold or held", async () => {
    const event = await createEvent(services.db);
    const type = await createTypeRow(services.db, event.id, { quantityAvailable: 10 });
    await createRegistration(services.db, type, { quantity: 3 });
    await createRegistration(services.db, type, {
      quantity: 2,
      status: "pending",
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await createRegistration(services.db, type, { quantity: 4, status: "cancelled" });
    expect(
      await refusal(
        updateTicketType(services.db, adminUser, event.id, type.id, form({ quantityAvailable: 4 })),
      ),
    ).toEqual({
      status: 409,
      code: "conflict",
      message: "Quantity can't be lower than the 5 tickets already sold.",
    });
    await expect(
      updateTicketType(services.db, adminUser, event.id, type.id, form({ quantityAvailable: 5 })),
    ).resolves.toMatchObject({
      quantityAvailable: 5,
    });
  });

  test("seats per unit stay fixed once tickets are sold", async () => {
    const event = await createEvent(services.db);
    const type = await createTypeRow(services.db, event.id);
    await createRegistration(services.db, type);
    expect(
      (
        await refusal(
          updateTicketType(services.db, adminUser, event.id, type.id, form({ seatsPerUnit: 2 })),
        )
      ).message,
    ).toBe("Seats per unit can't change once tickets are sold.");
  });
});

describe("deleteTicketType", () => {
  test("removes the type and its photo rows and returns the photo paths", async () => {
    const event = await createEvent(services.db);
    const type = await createTypeRow(services.db, event.id);
    await services.db.insert(ticketTypePhotos).values([
      { ticketTypeId: type.id, imageUrl: "/uploads/a.webp", storagePath: "ticket-types/a.webp" },
      {
        ticketTypeId: type.id,
        imageUrl: "/uploads/b.webp",
        storagePath: "ticket-types/b.webp",
        displayOrder: 1,
      },
    ]);
    const { photoPaths } = await deleteTicketType(services, adminUser, event.id, type.id);
    expect(photoPaths.sort()).toEqual(["ticket-types/a.webp", "ticket-types/b.webp"]);
    expect(
      await services.db
        .select()
        .from(ticketTypePhotos)
        .where(eq(ticketTypePhotos.ticketTypeId, type.id)),
    ).toEqual([]);
    expect(await listTicketTypes(services.db, event.id)).toEqual([]);
  });

  test("a type with registrations is kept, even cancelled ones", async () => {
    const event = await createEvent(services.db);
    const type = await createTypeRow(services.db, event.id, { name: "Runner" });
    await createRegistration(services.db, type, { status: "cancelled" });
    expect(await refusal(deleteTicketType(services, adminUser, event.id, type.id))).toEqual({
      status: 409,
      code: "conflict",
      message:
        '"Runner" has 1 registration and can\'t be deleted. Turn off Active to stop its sales instead.',
    });
  });

  test("a type of another event is not found and stays", async () => {
    const event = await createEvent(services.db);
    const other = await createEvent(services.db);
    const foreign = await createTypeRow(services.db, other.id);
    expect(
      (await refusal(deleteTicketType(services, adminUser, event.id, foreign.id))).status,
    ).toBe(404);
    expect(await listTicketTypes(services.db, other.id)).toHaveLength(1);
  });
});

describe("reorderTicketTypes", () => {
  test("rewrites display_order to each type's new index", async () => {
    const event = await createEvent(services.db);
    const [a, b, c] = [
      await createTypeRow(services.db, event.id, { name: "A", displayOrder: 0 }),
      await createTypeRow(services.db, event.id, { name: "B", displayOrder: 1 }),
      await createTypeRow(services.db, event.id, { name: "C", displayOrder: 5 }),
    ];
    await reorderTicketTypes(services.db, adminUser, event.id, [c!.id, a!.id, b!.id]);
    const list = await listTicketTypes(services.db, event.id);
    expect(list.map((t) => [t.name, t.displayOrder])).toEqual([
      ["C", 0],
      ["A", 1],
      ["B", 2],
    ]);
  });

  test("a list with a type of another event, a missing or a repeated type is refused and nothing moves", async () => {
    const event = await createEvent(services.db);
    const other = await createEvent(services.db);
    const a = await createTypeRow(services.db, event.id, { name: "A", displayOrder: 0 });
    const b = await createTypeRow(services.db, event.id, { name: "B", displayOrder: 1 });
    const foreign = await createTypeRow(services.db, other.id);
    for (const ids of [[b.id, foreign.id], [b.id], [b.id, b.id], [b.id, a.id, foreign.id]]) {
      expect(
        (await refusal(reorderTicketTypes(services.db, adminUser, event.id, ids))).status,
      ).toBe(409);
    }
    expect((await listTicketTypes(services.db, event.id)).map((t) => t.name)).toEqual(["A", "B"]);
  });
});

describe("fair market value per ticket (decision 020)", () => {
  test("is stored in cents, listed, and cleared by a blank field", async () => {
    const event = await createEvent(services.db);
    const gala = await createTicketType(
      services.db,
      adminUser,
      event.id,
      form({ name: "Gala", price: 75, fairMarketValue: "40" }),
    );
    expect(gala.fairMarketValueCents).toBe(4000);
    expect(
      (await listTicketTypes(services.db, event.id)).find((t) => t.id === gala.id)
        ?.fairMarketValueCents,
    ).toBe(4000);
    const cleared = await updateTicketType(
      services.db,
      adminUser,
      event.id,
      gala.id,
      form({ name: "Gala", price: 75, fairMarketValue: "" }),
    );
    expect(cleared.fairMarketValueCents).toBeNull();
  });
});
