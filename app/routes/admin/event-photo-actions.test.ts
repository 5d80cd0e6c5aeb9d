// The gallery and ticket-photo resource routes in-process: refusals are 4xx
// with the error contract and write nothing (docs/decisions/006).
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventPhotos, ticketTypePhotos } from "../../../server/db/schema";
import { galleryFolder, ticketPhotoFolder } from "../../../server/modules/media/index.server";
import {
  adminUser,
  contextFor,
  getRequest,
  jsonRequest,
  unwrap,
} from "../../../server/test/admin-context";
import { createEvent, createTicketType } from "../../../server/test/factories";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import { storeTestImage } from "../../../server/test/photo-uploads";
import * as gallery from "./event-gallery";
import * as ticketPhotos from "./ticket-type-photos";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const upload = async (folder: string) => (await storeTestImage(services, folder, 64, 48)).path;
const rows = async () => ({
  gallery: (await services.db.select({ n: count() }).from(eventPhotos))[0]!.n,
  tickets: (await services.db.select({ n: count() }).from(ticketTypePhotos))[0]!.n,
});

const galleryPost = async (eventId: string, body: unknown) =>
  unwrap(
    await gallery.action({
      request: jsonRequest(`/admin/events/${eventId}/gallery`, body),
      context: contextFor(services, adminUser),
      params: { id: eventId },
    } as never),
  );
const photosPost = async (eventId: string, ticketTypeId: string, body: unknown) =>
  unwrap(
    await ticketPhotos.action({
      request: jsonRequest(`/admin/events/${eventId}/ticket-types/${ticketTypeId}/photos`, body),
      context: contextFor(services, adminUser),
      params: { id: eventId, ticketTypeId },
    } as never),
  );

describe("gallery route", () => {
  test("adds uploaded photos, lists them in order and moves one down", async () => {
    const event = await createEvent(services.db);
    const paths = await Promise.all([
      upload(galleryFolder(event.id)),
      upload(galleryFolder(event.id)),
    ]);
    const added = await galleryPost(event.id, { intent: "add", paths });
    expect(added.status).toBe(200);
    const ids = added.body.ids as string[];
    expect(
      await galleryPost(event.id, { intent: "move", id: ids[0], direction: "down" }),
    ).toMatchObject({ status: 200 });
    const listed = unwrap(
      await gallery.loader({
        request: getRequest(`/admin/events/${event.id}/gallery`),
        context: contextFor(services, adminUser),
        params: { id: event.id },
      } as never),
    );
    expect((listed.body.photos as { id: string }[]).map((p) => p.id)).toEqual([ids[1], ids[0]]);
  });

  test("foreign or malformed ids, bad directions and foreign paths are refused; nothing is written", async () => {
    const event = await createEvent(services.db);
    const other = await createEvent(services.db);
    const [foreignPhoto] = (
      await galleryPost(other.id, { intent: "add", paths: [await upload(galleryFolder(other.id))] })
    ).body.ids as string[];
    const before = await rows();
    const cases: [unknown, number][] = [
      [{ intent: "move", id: foreignPhoto, direction: "up" }, 404],
      [{ intent: "delete", id: foreignPhoto }, 404],
      [{ intent: "delete", id: "not-a-uuid" }, 404],
      [{ intent: "move", id: foreignPhoto, direction: "sideways" }, 422],
      [{ intent: "add", paths: [await upload(galleryFolder(other.id))] }, 400],
      [{ intent: "add", paths: [] }, 422],
      [{ intent: "add", paths: "event-galleries/x" }, 422],
      [{ intent: "explode" }, 400],
    ];
    for (const [body, status] of cases) {
      const outcome = await galleryPost(event.id, body);
      expect(outcome.status, JSON.stringify(body)).toBe(status);
      expect(outcome.body).toHaveProperty("error.message");
    }
    expect((await galleryPost(crypto.randomUUID(), { intent: "add", paths: [] })).status).toBe(422);
    expect(await rows()).toEqual(before);
  });
});

describe("ticket photos route", () => {
  test("a ticket type of another event, or a photo of another type, is not found; nothing is written", async () => {
    const event = await createEvent(services.db, { hasTickets: true });
    const type = await createTicketType(services.db, event.id);
    const other = await createEvent(services.db, { hasTickets: true });
    const otherType = await createTicketType(services.db, other.id);
    const added = await photosPost(other.id, otherType.id, {
      intent: "add",
      paths: [await upload(ticketPhotoFolder(other.id, otherType.id))],
    });
    expect(added.status).toBe(200);
    const [foreignPhoto] = added.body.ids as string[];
    const before = await rows();
    const ownPath = await upload(ticketPhotoFolder(event.id, type.id));
    expect(
      (await photosPost(event.id, otherType.id, { intent: "add", paths: [ownPath] })).status,
    ).toBe(404);
    expect(
      (await photosPost(event.id, type.id, { intent: "reorder", ids: [foreignPhoto] })).status,
    ).toBe(404);
    expect(
      (await photosPost(event.id, type.id, { intent: "delete", id: foreignPhoto })).status,
    ).toBe(404);
    expect((await photosPost(event.id, type.id, { intent: "reorder", ids: ["x"] })).status).toBe(
      422,
    );
    expect(await rows()).toEqual(before);
    const listed = unwrap(
      await ticketPhotos.loader({
        request: getRequest(`/admin/events/${event.id}/ticket-types/${otherType.id}/photos`),
        context: contextFor(services, adminUser),
        params: { id: event.id, ticketTypeId: otherType.id },
      } as never),
    );
    expect(listed.status).toBe(404);
  });
});
