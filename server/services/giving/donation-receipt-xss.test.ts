// docs/security.md §4: the one HTML e-mail (the donation receipt) shows a donor's name
// and a fundraiser's title as text, whatever they hold.
import { expect, test } from "vitest";
import { donationReceipt } from "./donation-receipt";

test("payloads in the donor's name and the designation are escaped in the receipt's HTML", () => {
  const payload = `<script>alert(1)</script><img src=x onerror=alert(1)>"><svg onload=alert(1)>`;
  const receipt = donationReceipt({
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
});
