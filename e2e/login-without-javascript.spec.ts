// docs/security.md §5: the login form is a real POST form, so it works before
// (or without) JavaScript and never puts the password in a URL.
import { admin, expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

test.describe("login without JavaScript", () => {
  test("the admin signs in with a plain form POST and lands on /admin; no URL holds the password", async ({
    page,
  }) => {
    const urls: string[] = [];
    const methods: string[] = [];
    page.on("request", (request) => {
      urls.push(request.url());
      if (new URL(request.url()).pathname === "/login") methods.push(request.method());
    });
    await page.goto("/login");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    expect(methods).toContain("POST");
    for (const url of urls) {
      expect(url).not.toContain(encodeURIComponent(admin.password));
      expect(url).not.toContain(admin.password);
    }
  });

  test("a wrong password shows the error on the page", async ({ page }) => {
    await page.goto("/login?redirectTo=%2Fadmin%2Fevents");
    await page.getByLabel("Email").fill("nobody@example.org");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText(/invalid email or password/i);
    await expect(page).toHaveURL(/\/login\?.*redirectTo=%2Fadmin%2Fevents/);
    expect(page.url()).not.toContain("wrong-password");
  });
});
