// /admin/settings in Chromium (DESIGN "Runtime contract"): what the owner saves shows
// on the next page view everywhere, and in the next receipt. The change runs on a
// server of its own, so the specs beside it never see another organisation's name.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { unique } from "./admin-helpers";
import { startServer, type StartedServer } from "./event-admin-seed";
import { admin, expect, signInAsAdmin, test, uniqueEmail } from "./fixtures";

let server: StartedServer | undefined;
let base = "";

async function saveIdentity(page: Page, name: string, ein: string) {
  await page.goto(`${base}/admin/settings`);
  await page.getByLabel("Organization name").fill(name);
  await page.getByLabel("EIN").fill(ein);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
}

test.describe("organisation settings", () => {
  test.describe.configure({ timeout: 90_000 });
  test.describe("on a server of its own", () => {
    test.beforeAll(async () => {
      test.setTimeout(200_000);
      server = await startServer(
        mkdtempSync(path.join(tmpdir(), "homefront-e2e-settings-")),
        admin,
      );
      base = `http://localhost:${server.port}`;
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test("the owner's new name and EIN show in the footer, on /contact and in the next receipt", async ({
      page,
    }) => {
      await page.goto(`${base}/login`);
      await page.getByLabel("Email").fill(admin.email);
      await page.getByLabel("Password").fill(admin.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
      await page.goto(`${base}/admin/settings`);
      await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "E-mail templates" }).first()).toHaveAttribute(
        "href",
        "/admin/settings/emails",
      );
      await expect(page.getByText("Demo checkout (no money moves)")).toBeVisible();

      // A bad EIN is refused at its field, before anything is sent.
      await page.getByLabel("EIN").fill("12345");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("EIN must look like 12-3456789")).toBeVisible();
      await expect(page.getByLabel("EIN")).toHaveAttribute("aria-invalid", "true");

      const name = unique("Harbor Light");
      {
        await saveIdentity(page, name, "98-7654321");

        await page.goto(`${base}/contact`);
        await expect(page.getByRole("contentinfo")).toContainText(name);
        await expect(
          page.getByRole("main").getByRole("link", { name: new RegExp(`${name} on Facebook`) }),
        ).toBeVisible();
        await expect(
          page.getByRole("banner").getByRole("link", { name: `${name} home` }),
        ).toBeVisible();
        await expect(page).toHaveTitle(`Contact | ${name}`);

        // The next receipt names the organisation and its EIN.
        const donor = uniqueEmail("settings-donor");
        await page.goto(`${base}/donate`);
        await page.getByRole("button", { name: "$25", exact: true }).click();
        await page.getByLabel("Full Name").fill("Sam Settings");
        await page.getByLabel("Email Address").fill(donor);
        const popup = page.waitForEvent("popup");
        await page.getByRole("button", { name: /^Donate \$25\.00$/ }).click();
        const checkout = await popup;
        await checkout.getByRole("button", { name: "Pay $25.00" }).click();
        await expect(checkout.getByTestId("payment-status")).toHaveText("Successful");
        await checkout.close();

        await page.goto(`${base}/admin/outbox`);
        const receipt = page.getByTestId("outbox-message").filter({ hasText: donor });
        await expect(receipt).toContainText(`Your donation receipt from ${name}`);
        await receipt.locator("summary").click();
        await expect(receipt).toContainText("(EIN 98-7654321)");
      }
    });
  });

  test("the settings page passes axe", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .exclude("[data-sonner-toaster]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(results.violations).toEqual([]);
  });
});
