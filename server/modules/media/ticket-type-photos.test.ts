import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ticketTypePhotos } from "../../db/schema";
import { createEvent, createTicketType } from "../../test/factories";
import { adminUser } from "../../test/admin-context";
import { createTestServices, type TestServices } from "../../test/harness";
import { allWidths, isStored, storeTestImage } from "../../test/photo-uploads";
import { refusal } from "../../test/refusal";
import { getEventDetail, deleteTicketType } from "../events/index.server";
import {
  addTicketTypePhotos,
  deleteTicketTypePhoto,
  listTicketTypePhotos,
  reorderTicketTypePhotos,
  ticketPhotoFolder,
} from "./ticket-type-photos";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const stored = (key: string) => isStored(services, key);
const upload = async (folder: string) => (await storeTestImage(services, folder)).path;

async function typeWithPhotos(count: number) {
  const event = await createEvent(services.db, { hasTickets: true });
  const type = await createTicketType(services.db, event.id);
  const folder = ticketPhotoFolder(event.id, type.id);
  const paths = await Promise.all(Array.from({ length: count }, () => upload(folder)));
  const rows =
    count > 0 ? await addTicketTypePhotos(services, adminUser, event.id, type.id, paths) : [];
  return { event, type, folder, paths, rows };
}

describe("addTicketTypePhotos", () => {
  test("numbers a batch from the highest display_order + 1, in the order given", async () => {
    const { event, type, folder, rows } = await typeWithPhotos(2);
    expect(rows.map((r) => r.displayOrder)).toEqual([0, 1]);
    const more = await Promise.all([upload(folder), upload(folder)]);
    const added = await addTicketTypePhotos(services, adminUser, event.id, type.id, more);
    expect(added.map((r) => [r.storagePath, r.displayOrder])).toEqual([
      [more[0], 2],
      [more[1], 3],
    ]);
  });

  test("a ticket type of another event is not found and nothing is written", async () => {
    const { type, folder } = await typeWithPhotos(0);
    const other = await createEvent(services.db);
    const path = await upload(folder);
    expect(
      await refusal(addTicketTypePhotos(services, adminUser, other.id, type.id, [path])),
    ).toEqual({
      status: 404,
      message: "Ticket type not found",
    });
    expect(
      await services.db
        .select()
        .from(ticketTypePhotos)
        .where(eq(ticketTypePhotos.ticketTypeId, type.id)),
    ).toEqual([]);
  });

  test("a path of another ticket type's folder is refused", async () => {
    const { event, type } = await typeWithPhotos(0);
    const sibling = await createTicketType(services.db, event.id);
    const path = await upload(ticketPhotoFolder(event.id, sibling.id));
    expect(
      (await refusal(addTicketTypePhotos(services, adminUser, event.id, type.id, [path]))).status,
    ).toBe(400);
    expect(await listTicketTypePhotos(services.db, event.id, type.id)).toEqual([]);
  });
});

describe("reorderTicketTypePhotos", () => {
  test("rewrites display_order to each photo's new index; the public detail follows", async () => {
    const { event, type, rows } = await typeWithPhotos(3);
    const ids = [rows[2]!.id, rows[0]!.id, rows[1]!.id];
    await reorderTicketTypePhotos(services.db, adminUser, event.id, type.id, ids);
    const listed = await listTicketTypePhotos(services.db, event.id, type.id);
    expect(listed.map((p) => [p.id, p.displayOrder])).toEqual(ids.map((id, i) => [id, i]));
    const detail = await getEventDetail(services.db, event.id);
    expect(detail?.ticketTypes.find((t) => t.id === type.id)?.photos.map((p) => p.id)).toEqual(ids);
  });

  test("a photo id of another ticket type is not found and nothing is rewritten", async () => {
    const { event, type, rows } = await typeWithPhotos(2);
    const other = await typeWithPhotos(1);
    expect(
      await refusal(
        reorderTicketTypePhotos(services.db, adminUser, event.id, type.id, [
          rows[1]!.id,
          other.rows[0]!.id,
        ]),
      ),
    ).toEqual({ status: 404, message: "Photo not found" });
    expect((await listTicketTypePhotos(services.db, event.id, type.id)).map((p) => p.id)).toEqual(
      rows.map((r) => r.id),
    );
  });

  test("an incomplete list (a photo added meanwhile) is refused", async () => {
    const { event, type, rows } = await typeWithPhotos(2);
    expect(
      (
        await refusal(
          reorderTicketTypePhotos(services.db, adminUser, event.id, type.id, [rows[1]!.id]),
        )
      ).status,
    ).toBe(409);
  });
});

describe("deleting ticket photos", () => {
  test("deleting one photo removes its row and files", async () => {
    const { event, type, paths, rows } = await typeWithPhotos(2);
    await deleteTicketTypePhoto(services, adminUser, event.id, type.id, rows[0]!.id);
    expect((await listTicketTypePhotos(services.db, event.id, type.id)).map((p) => p.id)).toEqual([
      rows[1]!.id,
    ]);
    expect(allWidths(paths[0]!).some(stored)).toBe(false);
    expect(stored(paths[1]!)).toBe(true);
  });

  test("a photo under another ticket type is not found and stays", async () => {
    const { event, type } = await typeWithPhotos(0);
    const other = await typeWithPhotos(1);
    expect(
      (
        await refusal(
          deleteTicketTypePhoto(services, adminUser, event.id, type.id, other.rows[0]!.id),
        )
      ).status,
    ).toBe(404);
    expect(stored(other.paths[0]!)).toBe(true);
    expect(await listTicketTypePhotos(services.db, other.event.id, other.type.id)).toHaveLength(1);
  });

  test("deleting a ticket type removes every stored width of its photo files (SPEC §4)", async () => {
    const { event, type, paths } = await typeWithPhotos(2);
    const { photoPaths } = await deleteTicketType(services, adminUser, event.id, type.id);
    expect(photoPaths.sort()).toEqual([...paths].sort());
    expect(paths.flatMap(allWidths).some(stored)).toBe(false);
  });
});
