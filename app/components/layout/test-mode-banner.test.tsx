import { renderToString } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { loader as rootLoader } from "../../root";
import { TestModeBanner } from "./test-mode-banner";

const rootData = (provider: "demo" | "stripe") =>
  rootLoader({
    request: new Request("http://127.0.0.1:3000/"),
    context: { services: { payments: { name: provider } }, user: null, cspNonce: "n" } as unknown as AppLoadContext,
    params: {},
  } as never);

describe("test-mode banner (DESIGN \"Runtime contract\")", () => {
  test("every page's root data carries test mode while the demo provider is active, and only then", () => {
    expect(rootData("demo").testMode).toBe(true);
    expect(rootData("stripe").testMode).toBe(false);
  });

  test("the banner is a labelled landmark with the exact text, and nothing at all with real payments", () => {
    const html = renderToString(<TestModeBanner active />);
    expect(html).toMatch(/^<aside aria-label="Payments"[^>]*>Test mode — no money moves<\/aside>$/);
    expect(renderToString(<TestModeBanner active={false} />)).toBe("");
  });
});
