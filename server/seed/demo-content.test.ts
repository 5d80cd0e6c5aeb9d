import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  IMAGE_WIDTHS,
  imageUrlAtWidth,
  parseUploadPath,
  uploadPathFromUrl,
} from "../../shared/domain/images";
import { eventTicketTypes, events, fundraisers, teamMembers } from "../db/schema";
import { createTestApp, createTestServices, type TestServices } from "../test/harness";
import { startS3 } from "../test/s3";
import { dateToZonedInput } from "../../shared/domain/zoned-time";
import { seedDemoContent } from "./demo-content";
import { demoScene, type DemoMotif } from "./demo-images";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

describe("demo content", () => {
  test("seeds a believable set once, with images drawn locally", async () => {
    expect(await seedDemoContent(services.db, services)).toBe(true);
    const team = await services.db.select().from(teamMembers);
    const funds = await services.db.select().from(fundraisers);
    const evts = await services.db.select().from(events);
    const types = await services.db.select().from(eventTicketTypes);
    expect(team).toHaveLength(3);
    expect(funds).toHaveLength(4);
    expect(funds.filter((f) => !f.isActive)).toHaveLength(1);
    expect(evts).toHaveLength(4);
    const now = Date.now();
    expect(evts.filter((e) => e.startsAt.getTime() < now)).toHaveLength(1);
    expect(evts.filter((e) => !e.hasTickets && e.startsAt.getTime() > now)).toHaveLength(1);
    const paid = evts.find(
      (e) => types.filter((t) => t.eventId === e.id && t.priceCents > 0).length === 2,
    );
    expect(paid).toBeDefined();
    const later = evts.find((e) => e.ticketSalesStartAt && e.ticketSalesStartAt.getTime() > now);
    expect(later?.ticketSalesStartAt!.getTime()).toBeLessThan(now + 8 * 24 * 3600 * 1000);
  });

  test("every demo image went through the upload pipeline: a WebP at every stored width", async () => {
    const images = [
      ...(await services.db.select().from(teamMembers)).map(
        (t) => ["team-photos", t.photoUrl, 480] as const,
      ),
      ...(await services.db.select().from(fundraisers)).map(
        (f) => ["fundraiser-images", f.imageUrl, 1200] as const,
      ),
      ...(await services.db.select().from(events)).map(
        (e) => ["event-images", e.imageUrl, 1200] as const,
      ),
    ];
    expect(images).toHaveLength(11);
    for (const [folder, url, drawnWidth] of images) {
      expect(parseUploadPath(uploadPathFromUrl(url))?.folder, String(url)).toBe(folder);
      for (const width of IMAGE_WIDTHS) {
        const file = path.join(
          services.uploadsDir,
          uploadPathFromUrl(imageUrlAtWidth(url!, width))!,
        );
        const meta = await sharp(file).metadata();
        // Never upscaled: a 1200 px scene or a 480 px portrait keeps its size at the larger widths.
        expect({ format: meta.format, width: meta.width }).toEqual({
          format: "webp",
          width: Math.min(width, drawnWidth),
        });
      }
    }
  });

  test("the occasions fall on their days, in the organization's time zone", async () => {
    const evts = await services.db.select().from(events);
    const run = evts.find((e) => e.title.startsWith("Memorial Day"))!;
    const breakfast = evts.find((e) => e.title.startsWith("Veterans Day"))!;
    expect(dateToZonedInput(run.startsAt)).toMatch(/^\d{4}-05-(2[5-9]|3[01])T07:30$/);
    expect(dateToZonedInput(breakfast.startsAt)).toMatch(/^\d{4}-11-11T08:00$/);
    expect(run.ticketSalesStartAt!.getTime()).toBeLessThan(run.startsAt.getTime());
  });

  test("no demo picture has words drawn into it, and each motif draws something different", () => {
    const motifs: DemoMotif[] = [
      "flag-waves",
      "star-field",
      "medallion",
      "sunrise",
      "chevrons",
      "candle-glow",
      "laurel",
      "portrait",
    ];
    const scenes = motifs.map((motif, i) => demoScene(motif, i, 1200, 675));
    for (const svg of scenes) expect(svg).not.toMatch(/<text|<tspan|font-family/);
    expect(new Set(scenes).size).toBe(motifs.length);
    // The same motif for two items still draws two pictures.
    expect(demoScene("portrait", 0, 480, 480)).not.toBe(demoScene("portrait", 1, 480, 480));
    expect(demoScene("star-field", 4, 1200, 675)).not.toBe(demoScene("star-field", 7, 1200, 675));
  });

  test("never seeds twice", async () => {
    expect(await seedDemoContent(services.db, services)).toBe(false);
    expect(await services.db.select().from(teamMembers)).toHaveLength(3);
  });
});

describe("demo content with object storage", () => {
  test("the demo images go to the bucket, every width, and /uploads serves them from there", async () => {
    const s3 = await startS3();
    const withS3 = await createTestServices({ ...s3.env, DEMO_CONTENT: "true" });
    try {
      const app = createTestApp(withS3);
      const [event] = await withS3.db.select().from(events).limit(1);
      for (const width of IMAGE_WIDTHS) {
        const key = uploadPathFromUrl(imageUrlAtWidth(event!.imageUrl!, width))!;
        expect(await withS3.files.get(key), key).not.toBeNull();
        const res = await app.request(`http://localhost:3000/uploads/${key}`);
        expect(res.status, key).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/webp");
      }
    } finally {
      await withS3.cleanup();
      await s3.close();
    }
  });
});
