import { describe, expect, test } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eventIdsInHtml, findEventsJson, serverTargets } from "./server-load";

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

  test("without a JSON API the events route data is measured, labelled as such", () => {
    const targets = serverTargets({ eventsJson: { path: "/events.data", kind: "route data" } });
    const row = targets.find((t) => t.path === "/events.data");
    expect(row?.subject).toBe("GET /events.data (events route data)");
    expect(row?.note).toMatch(/client-side navigation/);
  });
});

describe("finding the events data", () => {
  async function serve(routes: Record<string, string>): Promise<{ server: Server; url: string }> {
    const server = createServer((request, response) => {
      const type = routes[request.url ?? ""];
      response.writeHead(type ? 200 : 404, { "content-type": type ?? "text/plain" }).end("[]");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  test("a JSON API wins over the route data, which wins over nothing", async () => {
    const both = await serve({
      "/api/events": "application/json",
      "/events.data": "text/x-script",
    });
    const dataOnly = await serve({ "/events.data": "text/x-script" });
    const none = await serve({});
    try {
      expect(await findEventsJson(both.url)).toEqual({ path: "/api/events", kind: "JSON" });
      expect(await findEventsJson(dataOnly.url)).toEqual({
        path: "/events.data",
        kind: "route data",
      });
      expect(await findEventsJson(none.url)).toBeUndefined();
    } finally {
      for (const s of [both, dataOnly, none]) s.server.close();
    }
  });
});
