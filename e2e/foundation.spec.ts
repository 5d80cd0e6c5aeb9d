import { admin, expect, signIn, signInAsAdmin, signUp, test } from "./fixtures";

test.describe("site frame", () => {
  test("the home page renders with header, footer and a healthy server", async ({
    page,
    request,
  }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    // The copyright line names this year and the legal name (docs/decisions/022-us-english.md).
    await expect(page.getByRole("contentinfo")).toContainText(/© \d{4} Homefront Ministries/);
    await expect(page.getByRole("contentinfo")).toContainText("TX");
    await expect(page.getByRole("link", { name: "Admin Login" })).toBeVisible();
  });

  test("the active header link follows the path", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.goto("/");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(nav.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("an unknown path is a real 404 with a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("every SPEC route answers", async ({ request }) => {
    for (const path of [
      "/",
      "/about",
      "/fundraisers",
      "/events",
      "/contact",
      "/donate",
      "/donate/success",
      "/donate/cancel",
      "/events/success",
      "/events/cancel",
      "/login",
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
    }
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("opens, and closes when a link is used", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("auth", () => {
  test("sign-up returns to sign-in with the name cleared; sign-in and sign-out toast", async ({
    page,
  }) => {
    const { email, password } = await signUp(page);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveCount(0);
    await page.getByRole("button", { name: /Create Admin Account/ }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await page.getByRole("button", { name: /Admin Login/ }).click();

    // An ordinary account signs in, then is turned away from /admin.
    await signIn(page, email, password);
    await expect(page.getByText("Access Denied")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("You have been signed out successfully.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin Login" })).toBeVisible();
  });

  test("validation messages show before anything is sent", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Required")).toHaveCount(2);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
  });

  test("a wrong password toasts 'Sign in failed'", async ({ page }) => {
    await signIn(page, admin.email, "wrong-password");
    await expect(page.getByText("Sign in failed")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test("the admin signs in, lands on /admin with a welcome, and history was replaced", async ({
    page,
  }) => {
    await page.goto("/about");
    await signInAsAdmin(page);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("admin guard", () => {
  test("anonymous visitors go to /login and come back after signing in", async ({ page }) => {
    await page.goto("/admin/team");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fteam/);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/team$/);
  });

  test("the server refuses admin data to anonymous and non-admin callers", async ({
    request,
    browser,
  }) => {
    expect((await request.get("/api/admin/stats")).status()).toBe(401);
    const context = await browser.newContext();
    const page = await context.newPage();
    const { email, password } = await signUp(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get("/api/admin/stats")).status()).toBe(403);
    await context.close();
  });
});
