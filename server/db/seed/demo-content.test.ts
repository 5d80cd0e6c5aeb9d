import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventTicketTypes, events, fundraisers, teamMembers } from "../schema";
import { createTestServices, type TestServices } from "../../test/harness";
import { seedDemoContent } from "./demo-content";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

describe("demo content", () => {
  test("seeds a believable set once, with images drawn locally", async () => {
    expect(await seedDemoContent(services.db, services.uploadsDir)).toBe(true);
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
    const paid = evts.find((e) => types.filter((t) => t.eventId === e.id && t.priceCents > 0).length === 2);
    expect(paid).toBeDefined();
    const later = evts.find((e) => e.ticketSalesStartAt && e.ticketSalesStartAt.getTime() > now);
    expect(later?.ticketSalesStartAt!.getTime()).toBeLessThan(now + 8 * 24 * 3600 * 1000);
    for (const url of [...funds.map((f) => f.imageUrl), ...team.map((t) => t.photoUrl)]) {
      expect(existsSync(path.join(services.uploadsDir, url!.replace("/uploads/", "")))).toBe(true);
    }
  });

  test("never seeds twice", async () => {
    expect(await seedDemoContent(services.db, services.uploadsDir)).toBe(false);
    expect(await services.db.select().from(teamMembers)).toHaveLength(3);
  });
});
