import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, eventPhotos, events } from "../../db/schema";
import { createEvent } from "../../test/factories";
import { adminUser } from "../../test/admin-context";
import { createTestServices, type TestServices } from "../../test/harness";
import { allWidths, isStored, storeTestImage } from "../../test/photo-uploads";
import { refusal } from "../../test/refusal";
import { eventFormSchema } from "../../../shared/schemas/event";
import { deleteEvent, updateEvent, getEventDetail } from "../events/index.server";
import {
  addEventPhotos,
  deleteEventPhoto,
  galleryFolder,
  listEventPhotos,
  moveEventPhoto,
} from "./event-photos";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const stored = (key: string) => isStored(services, key);
const upload = async (folder: string) => (await storeTestImage(services, folder)).path;

const orders = async (eventId: string) =>
  (await listEventPhotos(services.db, eventId)).map((p) => [p.imageUrl, p.displayOrder] as const);

describe("addEventPhotos", () => {
  test("new photos get the highest display_order + 1 + their index in the batch, 0 + index for the first batch", async () => {
    const event = await createEvent(services.db);
    const folder = galleryFolder(event.id);
    const [a, b, c, d] = await Promise.all([
      upload(folder),
      upload(folder),
      upload(folder),
      upload(folder),
    ]);
    const first = await addEventPhotos(services, adminUser, event.id, [a!, b!]);
    expect(first.map((r) => r.displayOrder)).toEqual([0, 1]);
    expect(first[0]).toMatchObject({ storagePath: a, imageUrl: `/uploads/${a}` });
    // A gap (a photo deleted at the end, or moved) still puts new ones after the highest.
    await services.db
      .update(eventPhotos)
      .set({ displayOrder: 7 })
      .where(eq(eventPhotos.id, first[1]!.id));
    const second = await addEventPhotos(services, adminUser, event.id, [c!, d!]);
    expect(second.map((r) => r.displayOrder)).toEqual([8, 9]);
    expect(await orders(event.id)).toEqual([
      [`/uploads/${a}`, 0],
      [`/uploads/${b}`, 7],
      [`/uploads/${c}`, 8],
      [`/uploads/${d}`, 9],
    ]);
    const entries = await services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, second[0]!.id));
    expect(entries).toMatchObject([
      { action: "create", entity: "event_photos", actorEmail: adminUser.email },
    ]);
  });

  test("a path outside this event's gallery folder, or not an upload, is refused and nothing is written", async () => {
    const event = await createEvent(services.db);
    const other = await createEvent(services.db);
    const foreign = await upload(galleryFolder(other.id));
    const own = await upload(galleryFolder(event.id));
    for (const paths of [
      [own, foreign],
      ["../../etc/passwd"],
      [own.replace("-1600", "-480")],
      ["event-images/x.webp"],
    ]) {
      expect(await refusal(addEventPhotos(services, adminUser, event.id, paths))).toEqual({
        status: 400,
        message: "Invalid image path.",
      });
    }
    expect(await listEventPhotos(services.db, event.id)).toEqual([]);
  });

  test("an unknown event is not found and nothing is written", async () => {
    const id = crypto.randomUUID();
    const path = await upload(galleryFolder(id));
    expect((await refusal(addEventPhotos(services, adminUser, id, [path]))).status).toBe(404);
    expect(await services.db.select().from(eventPhotos).where(eq(eventPhotos.eventId, id))).toEqual(
      [],
    );
  });
});

describe("moveEventPhoto", () => {
  async function gallery() {
    const event = await createEvent(services.db);
    const folder = galleryFolder(event.id);
    const paths = await Promise.all([upload(folder), upload(folder), upload(folder)]);
    const rows = await addEventPhotos(services, adminUser, event.id, paths);
    return { event, rows };
  }

  test("moving down swaps display_order with the next photo; moving up with the previous one", async () => {
    const { event, rows } = await gallery();
    const [a, b, c] = rows.map((r) => r.id);
    await moveEventPhoto(services.db, adminUser, event.id, a!, "down");
    expect(
      (await listEventPhotos(services.db, event.id)).map((p) => [p.id, p.displayOrder]),
    ).toEqual([
      [b, 0],
      [a, 1],
      [c, 2],
    ]);
    await moveEventPhoto(services.db, adminUser, event.id, c!, "up");
    expect((await listEventPhotos(services.db, event.id)).map((p) => p.id)).toEqual([b, c, a]);
  });

  test("photos with equal display_order still move by one place", async () => {
    const { event } = await gallery();
    await services.db
      .update(eventPhotos)
      .set({ displayOrder: 0 })
      .where(eq(eventPhotos.eventId, event.id));
    const before = (await listEventPhotos(services.db, event.id)).map((p) => p.id);
    await moveEventPhoto(services.db, adminUser, event.id, before[0]!, "down");
    const after = await listEventPhotos(services.db, event.id);
    expect(after.map((p) => p.id)).toEqual([before[1], before[0], before[2]]);
    expect(after.map((p) => p.displayOrder)).toEqual([0, 1, 2]);
  });

  test("the first photo cannot move up nor the last down (the buttons are disabled there)", async () => {
    const { event, rows } = await gallery();
    expect(
      (await refusal(moveEventPhoto(services.db, adminUser, event.id, rows[0]!.id, "up"))).status,
    ).toBe(409);
    expect(
      (await refusal(moveEventPhoto(services.db, adminUser, event.id, rows[2]!.id, "down"))).status,
    ).toBe(409);
    expect((await listEventPhotos(services.db, event.id)).map((p) => p.displayOrder)).toEqual([
      0, 1, 2,
    ]);
  });

  test("a photo of another event is not found and nothing moves", async () => {
    const { event, rows } = await gallery();
    const other = await gallery();
    expect(
      await refusal(moveEventPhoto(services.db, adminUser, event.id, other.rows[0]!.id, "down")),
    ).toEqual({
      status: 404,
      message: "Photo not found",
    });
    expect((await listEventPhotos(services.db, other.event.id)).map((p) => p.id)).toEqual(
      other.rows.map((r) => r.id),
    );
    expect((await listEventPhotos(services.db, event.id)).map((p) => p.id)).toEqual(
      rows.map((r) => r.id),
    );
  });
});

describe("deleteEventPhoto", () => {
  test("removes the row and every stored width of its file", async () => {
    const event = await createEvent(services.db);
    const path = await upload(galleryFolder(event.id));
    const [row] = await addEventPhotos(services, adminUser, event.id, [path]);
    expect(allWidths(path).every(stored)).toBe(true);
    await deleteEventPhoto(services, adminUser, event.id, row!.id);
    expect(await listEventPhotos(services.db, event.id)).toEqual([]);
    expect(allWidths(path).some(stored)).toBe(false);
  });

  test("a photo of another event is not found; its row and files stay", async () => {
    const event = await createEvent(services.db);
    const other = await createEvent(services.db);
    const path = await upload(galleryFolder(other.id));
    const [row] = await addEventPhotos(services, adminUser, other.id, [path]);
    expect((await refusal(deleteEventPhoto(services, adminUser, event.id, row!.id))).status).toBe(
      404,
    );
    expect(await listEventPhotos(services.db, other.id)).toHaveLength(1);
    expect(stored(path)).toBe(true);
  });
});

describe("event image and event delete", () => {
  const form = (imageUrl: string | null) =>
    eventFormSchema.parse({
      title: "Gala",
      description: "Dinner.",
      startsAt: "2031-05-01T18:00",
      location: "Killeen, TX",
      imageUrl,
      hasTickets: false,
    });

  test("replacing a saved event image deletes the old files once the change is saved", async () => {
    const event = await createEvent(services.db);
    const first = await storeTestImage(services, "event-images");
    const second = await storeTestImage(services, "event-images");
    await updateEvent(services, adminUser, event.id, form(first.url));
    expect(stored(first.path)).toBe(true);
    await updateEvent(services, adminUser, event.id, form(second.url));
    expect(allWidths(first.path).some(stored)).toBe(false);
    expect(stored(second.path)).toBe(true);
    // Saving again with the same image keeps it.
    await updateEvent(services, adminUser, event.id, form(second.url));
    expect(stored(second.path)).toBe(true);
  });

  test("deleting an event removes its image, gallery files and ticket photo files", async () => {
    const event = await createEvent(services.db);
    const image = await storeTestImage(services, "event-images");
    await services.db.update(events).set({ imageUrl: image.url }).where(eq(events.id, event.id));
    const path = await upload(galleryFolder(event.id));
    await addEventPhotos(services, adminUser, event.id, [path]);
    const { photoPaths } = await deleteEvent(services, adminUser, event.id);
    expect(photoPaths).toEqual([path]);
    expect([...allWidths(path), ...allWidths(image.path)].some(stored)).toBe(false);
  });

  test("the public event detail shows the gallery in display order", async () => {
    const event = await createEvent(services.db);
    const folder = galleryFolder(event.id);
    const paths = await Promise.all([upload(folder), upload(folder)]);
    const rows = await addEventPhotos(services, adminUser, event.id, paths);
    await moveEventPhoto(services.db, adminUser, event.id, rows[0]!.id, "down");
    const detail = await getEventDetail(services.db, event.id);
    expect(detail?.gallery.map((p) => p.id)).toEqual([rows[1]!.id, rows[0]!.id]);
  });
});
