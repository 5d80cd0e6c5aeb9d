// The supporter pages rendered in-process: empty states, and a merged record's page
// (the e2e covers the live flows).
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import type { SupporterDetail } from "../../../server/modules/supporters/index.server";
import { SupporterPage } from "./supporter-page";
import { SupportersPage } from "./supporters-page";

function render(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/"]} />).replace(/<!-- -->/g, "");
}

const page = { total: 0, page: 1, pageSize: 50 };
const detail = (overrides: Partial<SupporterDetail> = {}): SupporterDetail => ({
  supporter: {
    id: "11111111-1111-4111-8111-111111111111",
    name: "Old Record",
    email: "old@example.org",
    phone: null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    region: null,
    postalCode: null,
    country: null,
    notes: null,
    mergedIntoId: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  },
  figures: {
    id: "11111111-1111-4111-8111-111111111111",
    name: "Old Record",
    email: "old@example.org",
    otherEmails: [],
    lifetimeCents: 0,
    yearCents: 0,
    gifts: 0,
    lastGiftAt: null,
    registrations: 0,
  },
  emails: ["old@example.org"],
  mergedInto: null,
  mergedFrom: [],
  gifts: [],
  recurring: [],
  registrations: [],
  guests: [],
  messages: [],
  receipts: [],
  ...overrides,
});

describe("supporter pages", () => {
  test("the list: none yet, or none matching a search", () => {
    expect(render(<SupportersPage supporters={[]} filter={{}} {...page} />)).toContain(
      "No supporters yet",
    );
    expect(render(<SupportersPage supporters={[]} filter={{ q: "zz" }} {...page} />)).toContain(
      "No supporters match your search.",
    );
  });

  test("a record: its form, a Record a gift link and the merge section; empty sections say so", () => {
    const html = render(<SupporterPage {...detail()} />);
    expect(html).toContain("Save contact details");
    expect(html).toContain(
      'href="/admin/donations/new?supporter=11111111-1111-4111-8111-111111111111"',
    );
    expect(html).toContain("Merge another record into this one");
    expect(html).toContain("No gifts yet.");
    expect(html).toContain("No receipts.");
  });

  test("a merged record links to the record it was merged into, with no form and no merge", () => {
    const html = render(
      <SupporterPage
        {...detail({
          mergedInto: { id: "22222222-2222-4222-8222-222222222222", name: "Kept Record" },
        })}
      />,
    );
    expect(html).toContain("Merged into ");
    expect(html).toContain('href="/admin/supporters/22222222-2222-4222-8222-222222222222"');
    expect(html).toContain("Kept Record");
    expect(html).not.toContain("Save contact details");
    expect(html).not.toContain("Merge another record into this one");
    expect(html).not.toContain("Record a gift");
  });
});
