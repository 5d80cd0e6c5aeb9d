// Buttons that wait on the server show it from the render the click caused.
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Button } from "./button";

describe("Button busy state", () => {
  test("a busy button is disabled, aria-busy, and shows a spinner in place of its icon", () => {
    const html = renderToString(
      <Button busy>
        <svg className="own-icon" /> Saving…
      </Button>,
    );
    expect(html).toMatch(/^<button[^>]*disabled=""/);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("busy-spinner animate-spin");
    expect(html).toContain("[&amp;_svg:not(.busy-spinner)]:hidden");
    expect(html).toContain("Saving…");
  });

  test("an idle button is neither disabled nor busy, and a link button keeps its one child", () => {
    const idle = renderToString(<Button>Save</Button>);
    expect(idle).not.toContain(`disabled=""`);
    expect(idle).not.toContain("aria-busy");
    expect(idle).not.toContain("busy-spinner");
    const link = renderToString(
      <Button asChild>
        <a href="/contact">Send another message</a>
      </Button>,
    );
    expect(link).toMatch(/^<a [^>]*href="\/contact"[^>]*>Send another message<\/a>$/);
  });
});
