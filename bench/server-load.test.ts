import { describe, expect, test } from "vitest";
import { eventIdsInHtml, serverTargets } from "./server-load";

describe("server load targets", () => {
  test("event ids are read from /events/<uuid> links, once each, in page order", () => {
    const a = "0b7c2a52-8f0e-4c1e-9d53-3f8a4a5b6c7d";
    const b = "9A1B2C3D-4E5F-4061-8729-3A4B5C6D7E8F";
    const html = `<a href="/events/${a}">Gala</a><a href="/events/success">x</a><a href="/events/${b}">Run</a><a href="/events/${a}">Learn more</a>`;
    expect(eventIdsInHtml(html)).toEqual([a, b.toLowerCase()]);
    expect(eventIdsInHtml("<p>No events</p>")).toEqual([]);
  });

  test("a missing event or JSON endpoint becomes a row with a note, not a failure", () => {
    const targets = serverTargets({});
    const detail = targets.find((t) => t.subject.startsWith("GET /events/{id}"));
    expect(detail?.path).toBeUndefined();
    expect(detail?.skip).toMatch(/skipped/);
    expect(targets.find((t) => t.subject === "events JSON")?.skip).toMatch(
      /no public events JSON endpoint/,
    );
    expect(targets.filter((t) => t.path).map((t) => t.path)).toEqual([
      "/",
      "/events",
      "/fundraisers",
      "/healthz",
    ]);
  });
});
