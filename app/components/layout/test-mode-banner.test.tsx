import { renderToString } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import { loader as rootLoader } from "../../root";
import { TestModeBanner } from "./test-mode-banner";

// The root loader also reads the organisation's settings: a real (empty) database.
let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const rootData = (provider: "demo" | "stripe") =>
  rootLoader({
    request: new Request("http://127.0.0.1:3000/"),
    context: {
      services: { ...services, payments: { name: provider } },
      user: null,
      cspNonce: "n",
    } as unknown as AppLoadContext,
    params: {},
  } as never);

describe('test-mode banner (DESIGN "Runtime contract")', () => {
  test("every page's root data carries test mode while the demo provider is active, and only then", async () => {
    expect((await rootData("demo")).testMode).toBe(true);
    expect((await rootData("stripe")).testMode).toBe(false);
  });

  test("the banner is a labelled landmark with the exact text, and nothing at all with real payments", () => {
    const html = renderToString(<TestModeBanner active />);
    expect(html).toMatch(/^<aside aria-label="Payments"[^>]*>Test mode — no money moves<\/aside>$/);
    expect(renderToString(<TestModeBanner active={false} />)).toBe("");
  });
});
