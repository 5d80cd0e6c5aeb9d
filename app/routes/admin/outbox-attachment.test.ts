// The outbox's attachment downloads (DESIGN "E-mail"): managers and owners get
// the file as the recipient does; a wrong id or index is a 404.
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  adminUser,
  contextFor,
  doorUser,
  getRequest,
  managerUser,
} from "../../../server/test/admin-context";
import { createOutboxRow } from "../../../server/test/back-office-factories";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import type { SessionUser } from "../../../server/context";
import { loader } from "./outbox-attachment";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

async function download(user: SessionUser, id: string, index: string) {
  const args = {
    request: getRequest(`/admin/outbox/${id}/attachments/${index}`),
    context: contextFor(services, user),
    params: { id, index },
  };
  try {
    return await loader(args as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (thrown && typeof thrown === "object" && "init" in thrown)
      return new Response(null, { status: (thrown as { init: { status: number } }).init.status });
    throw thrown;
  }
}

test("a manager downloads an e-mail's QR code as it was attached, never cached", async () => {
  const row = await createOutboxRow(services.db, {
    attachments: [
      { filename: "event.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" },
      {
        filename: "check-in.png",
        contentType: "image/png",
        content: PNG.toString("base64"),
        encoding: "base64",
      },
    ],
  });
  for (const user of [managerUser, adminUser]) {
    const res = await download(user, row.id, "1");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="check-in.png"');
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  }
  const ics = await download(managerUser, row.id, "0");
  expect(await ics.text()).toBe("BEGIN:VCALENDAR");
});

test("an unknown type downloads as bytes under a safe name; a wrong index or id is not found; door volunteers are refused", async () => {
  const row = await createOutboxRow(services.db, {
    attachments: [
      {
        filename: '../"evil".html',
        contentType: "text/html",
        content: "<script>alert(1)</script>",
      },
    ],
  });
  const res = await download(managerUser, row.id, "0");
  expect(res.headers.get("Content-Type")).toBe("application/octet-stream");
  expect(res.headers.get("Content-Disposition")).toBe('attachment; filename=".._evil_.html"');
  expect((await download(managerUser, row.id, "1")).status).toBe(404);
  expect((await download(managerUser, row.id, "-1")).status).toBe(404);
  expect((await download(managerUser, "not-a-uuid", "0")).status).toBe(404);
  expect((await download(doorUser, row.id, "0")).status).toBe(403);
});
