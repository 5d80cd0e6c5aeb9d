// Shared e2e helpers: fresh accounts, signing in through the real login page,
// and a page fixture that fails a test on any console error or CSP violation.
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";

export { expect };
export const admin = E2E_ADMIN;

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.org`;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Resolves once React Router's client entry has hydrated the page (it sets this global). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Boolean((window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter),
  );
}

/**
 * Opens a page whose controls only work once React has hydrated it (the gift
 * form's amount buttons, tabs): a click before that is lost, as it would be for
 * a visitor on a slow phone, and the test would wait on a state that never comes.
 */
export async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

export async function signInAsAdmin(page: Page) {
  await signIn(page, admin.email, admin.password);
  // Password hashing is deliberately slow (scrypt at OWASP cost): allow for a busy machine.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
}

/** Creates an ordinary account through the sign-up form and returns its credentials. */
export async function signUp(page: Page, name = "Pat Visitor") {
  const email = uniqueEmail();
  const password = "visitor-password";
  await page.goto("/login");
  await page.getByRole("button", { name: /Create Admin Account/ }).click();
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  return { email, password };
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        // The outbox previews each e-mail in a sandboxed frame without scripts
        // (app/features/admin-outbox/outbox-message.tsx): the init script below is
        // refused there, by design, and Chromium says so from about:srcdoc.
        if (msg.type() === "error" && msg.location().url !== "about:srcdoc")
          errors.push(msg.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // A refused eval or inline script is not always logged to the console
      // (zod's caught `new Function` probe was not): report every CSP violation.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await use(errors);
      // Expected 4xx responses log "Failed to load resource"; anything else fails the test.
      expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    },
    { auto: true },
  ],
});
