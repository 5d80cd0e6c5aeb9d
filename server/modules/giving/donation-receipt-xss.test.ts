// docs/security.md §4: the receipt's HTML part shows a donor's name and a
// fundraiser's title as text, whatever they hold, with the default wording or
// staff's own (docs/architecture.md "E-mail templates").
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestServices, type TestServices } from "../../test/harness";
import { defaultSiteSettings } from "../../../shared/site";
import { updateSiteSettings } from "../../core/index.server";
import { donationReceipt } from "./donation-receipt";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

test("payloads in the donor's name and the designation are escaped in the receipt's HTML", async () => {
  const payload = `<script>alert(1)</script><img src=x onerror=alert(1)>"><svg onload=alert(1)>`;
  const receipt = await donationReceipt(services.db, services, {
    donationId: "d-1",
    donorName: payload,
    donorEmail: "ada@example.org",
    amountCents: 5000,
    completedAt: new Date("2026-01-02T15:00:00Z"),
    fundraiserTitle: payload,
    interval: "month",
    manageUrl: `https://homefront.example/donate/manage/abc"><script>alert(1)</script>`,
  });
  expect(receipt.html).not.toMatch(/<script|<img|<svg|"><|onerror=alert\(1\)>/);
  expect(receipt.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(receipt.text).toContain(
    "No goods or services were provided in exchange for this contribution.",
  );
});

test("the receipt carries the thank-you paragraph, legal name and EIN saved in Settings", async () => {
  await updateSiteSettings(
    services,
    { id: "owner-1", email: "owner@example.org" },
    {
      ...defaultSiteSettings,
      legalName: "Harbor Light Ministries",
      ein: "98-7654321",
      receiptThanks: "Your kindness keeps care packages moving. Please keep this receipt.",
    },
  );
  const receipt = await donationReceipt(services.db, services, {
    donationId: "d-2",
    donorName: "Ada Lovelace",
    donorEmail: "ada@example.org",
    amountCents: 2500,
    completedAt: new Date("2026-01-02T15:00:00Z"),
    fundraiserTitle: null,
    interval: null,
    manageUrl: null,
  });
  expect(receipt.text).toContain(
    "Your kindness keeps care packages moving. Please keep this receipt.",
  );
  expect(receipt.text).toContain("Harbor Light Ministries");
  expect(receipt.text).toContain("98-7654321");
});
