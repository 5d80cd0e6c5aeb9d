import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import type { PublicFundraiser } from "../../../server/modules/content/index.server";
import { FundraisersPage } from "./fundraisers-page";

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

const fundraiser = (overrides: Partial<PublicFundraiser>): PublicFundraiser => ({
  id: "f1",
  title: "Fund",
  description: "Helps.",
  imageUrl: null,
  isActive: true,
  goalCents: 1_000_000,
  raisedCents: 1_234_567,
  createdAt: new Date("2026-01-01T00:00:00Z"),
  ...overrides,
});

describe("fundraisers page states", () => {
  test("no fundraisers: 'No Fundraisers Yet' with Get Notified to /contact", () => {
    const html = render(<FundraisersPage data={{ status: "ok", fundraisers: [] }} />);
    expect(html).toContain("No Fundraisers Yet");
    expect(html).toMatch(/href="\/contact"[^>]*>.*Get Notified/);
    expect(html).not.toContain("Active Fundraisers");
  });

  test("load failure: SPEC's error text", () => {
    const html = render(<FundraisersPage data={{ status: "error" }} />);
    expect(html).toContain("Unable to load fundraisers. Please try again later.");
  });

  test("only active ones: no Completed section; progress over the goal shows 100.0%", () => {
    const html = render(<FundraisersPage data={{ status: "ok", fundraisers: [fundraiser({})] }} />);
    expect(html).toContain("Active Fundraisers");
    expect(html).not.toContain("Completed Fundraisers");
    expect(html).toContain("100.0%");
    expect(html).toContain("$12,345.67");
    expect(html).toContain("$10,000.00");
    expect(html).toContain('href="/donate?fundraiser=f1"');
  });

  test("a completed one shows Final Result and no Donate Now; a 0 goal shows 0.0%", () => {
    const html = render(
      <FundraisersPage
        data={{
          status: "ok",
          fundraisers: [fundraiser({ isActive: false, goalCents: 0, raisedCents: 500 })],
        }}
      />,
    );
    expect(html).toContain("Completed Fundraisers");
    expect(html).toContain("Final Result");
    expect(html).toContain("0.0%");
    expect(html).not.toContain("Donate Now");
  });
});
