// docs/security.md §4: stored XSS. Script payloads go into every text field a visitor
// or an admin can write in this branch; every page that shows them is then
// visited. Nothing may run (no dialog, no console error, no injected element),
// and each payload reads back as text. The JSON-LD block must survive a title
// that tries to close it.
import type { Page } from "@playwright/test";
import { expect, signInAsAdmin, test } from "./fixtures";

const tag = `x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const P = {
  script: `<script>alert("xss-script-${tag}")</script>`,
  img: `<img src=x onerror=alert("xss-img-${tag}")>`,
  link: `javascript:alert("xss-link-${tag}")`,
  closeScript: `</script><script>alert("xss-ld-${tag}")</script>`,
  attribute: `"><svg onload=alert("xss-attr-${tag}")>`,
};
const title = `XSS ${tag} ${P.closeScript}`;
const description = [P.script, P.img, P.link, P.closeScript, P.attribute].join("\n");
const location = `${P.img} ${P.link}`;
const ticketName = `T ${tag} ${P.img}`.slice(0, 100);
const ticketDescription = `${P.script} ${P.closeScript}`;
const customer = { name: `${P.img}`.slice(0, 100), requests: `${P.script}\n${P.link}` };
const guest = {
  name: `G ${P.attribute}`.slice(0, 100),
  dietary: P.closeScript,
  accessibility: P.img,
};

/** Fails the test on any dialog and on any element an injected payload would have created. */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    async check() {
      expect(dialogs).toEqual([]);
      expect(await page.locator('img[src="x"], svg[onload], img[onerror]').count()).toBe(0);
      // No script element made of a payload (React Router's own scripts carry the payloads as escaped data).
      const foreign = await page.evaluate(
        () => [...document.scripts].filter((s) => /^\s*alert\(/.test(s.textContent ?? "")).length,
      );
      expect(foreign).toBe(0);
      expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    },
    dialogs,
  };
}

test.describe.configure({ mode: "serial" });

let eventId = "";
let ticketTypeId = "";

test.describe("stored XSS", () => {
  test("an admin stores payloads in an event and a ticket type through the back office", async ({
    page,
  }) => {
    const g = guard(page);
    await signInAsAdmin(page);
    await page.goto("/admin/events");
    await page.getByRole("button", { name: "Add Event" }).click();
    const form = page.getByRole("dialog", { name: "Add Event" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Description").fill(description);
    await form.getByLabel("Event Date & Time").fill("2031-03-14T18:30");
    await form.getByLabel("Location").fill(location);
    await form.getByRole("switch", { name: "Enable Ticketing" }).click();
    await form.getByRole("button", { name: "Create Event" }).click();
    await expect(page.getByText("Event created successfully!")).toBeVisible();
    const card = page.getByTestId("admin-event-card").filter({ hasText: tag });
    await expect(card.getByText(title, { exact: true })).toBeVisible();
    eventId = (await card.getByRole("link", { name: /Preview/ }).getAttribute("href"))!
      .split("/")
      .pop()!;

    // The image field refuses a javascript: address (only our uploads or http(s) are images).
    await card.getByRole("button", { name: `Manage ${title}` }).click();
    const manage = page.getByRole("dialog", { name: "Event Management" });
    await manage.getByRole("button", { name: "Add Ticket Type" }).click();
    const add = page.getByRole("dialog", { name: "Add Ticket Type" });
    await add.getByLabel("Name").fill(ticketName);
    await add.getByLabel("Description").fill(ticketDescription);
    await add.getByLabel("Quantity Available").fill("50");
    await add.getByRole("button", { name: "Create Ticket Type" }).click();
    await expect(add).toBeHidden();
    await expect(manage.getByText(ticketName, { exact: true })).toBeVisible();
    await g.check();
    const data = (await (await page.request.get(`/admin/events/${eventId}/manage`)).json()) as {
      ticketTypes: { id: string }[];
    };
    ticketTypeId = data.ticketTypes[0]!.id;
  });

  test("a javascript: image address is refused by the event form's server check", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const res = await page.request.post("/admin/events", {
      headers: { "content-type": "application/json", origin: new URL(page.url()).origin },
      data: {
        intent: "update",
        id: eventId,
        values: {
          title,
          description,
          startsAt: "2031-03-14T18:30",
          location,
          imageUrl: P.link,
          hasTickets: true,
        },
      },
    });
    expect(res.status()).toBe(422);
  });

  test("a visitor stores payloads in a registration, a contact message and a donation", async ({
    page,
    baseURL,
  }) => {
    const origin = baseURL!;
    const registered = await page.request.post(`/events/${eventId}/register`, {
      headers: { "content-type": "application/json", origin },
      data: {
        eventId,
        ticketTypeId,
        // Guests are kept for two seats or more (SPEC §4).
        quantity: 2,
        customerName: customer.name,
        customerEmail: `xss-${tag}@example.org`,
        specialRequests: customer.requests,
        guests: [
          {
            guest_name: guest.name,
            guest_email: "",
            dietary_restrictions: guest.dietary,
            accessibility_needs: guest.accessibility,
          },
          {
            guest_name: P.script,
            guest_email: "",
            dietary_restrictions: "",
            accessibility_needs: P.link,
          },
        ],
      },
    });
    expect(registered.status()).toBe(200);
    expect(await registered.json()).toMatchObject({ isFree: true });

    const contact = await page.request.post("/contact", {
      headers: { origin },
      form: {
        name: P.img,
        email: `xss-${tag}@example.org`,
        subject: P.closeScript,
        message: description,
        website: "",
      },
    });
    expect(contact.status()).toBe(200);
    const donation = await page.request.post("/donate", {
      headers: { origin },
      form: {
        amount: "5",
        fundraiserId: "",
        donorName: P.img,
        donorEmail: `xss-${tag}@example.org`,
        message: description,
        isAnonymous: "false",
        interval: "",
      },
    });
    expect(donation.status()).toBe(200);
  });

  test("the public pages show every payload as text and run none", async ({ page }) => {
    const g = guard(page);
    await page.goto("/events");
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    await g.check();

    await page.goto("/");
    await g.check();

    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    for (const text of [P.script, P.img, P.link, P.attribute])
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(ticketName).first()).toBeVisible();
    // The JSON-LD block kept the whole title inside it: it parses, and names the event exactly.
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    ) as { name: string; location: { name: string } };
    expect(ld.name).toBe(title);
    expect(ld.location.name).toBe(location);
    // The social tags carry the title as an attribute value, not as markup.
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      `${title} | Our Events`,
    );
    await g.check();

    // The registration dialog is not mounted on the event page in this branch yet; the ticket
    // types grid shows the ticket type's name and description.
    await expect(page.getByText(ticketDescription).first()).toBeVisible();
    await g.check();

    const sitemap = await page.request.get("/sitemap.xml");
    expect(await sitemap.text()).not.toContain("<script");
  });

  test("the back office shows every payload as text and runs none: events, Manage dialog, door list", async ({
    page,
  }) => {
    const g = guard(page);
    await signInAsAdmin(page);
    await page.goto("/admin/events");
    const card = page.getByTestId("admin-event-card").filter({ hasText: tag });
    await expect(card.getByText(title, { exact: true })).toBeVisible();
    await g.check();

    await card.getByRole("button", { name: `Manage ${title}` }).click();
    const manage = page.getByRole("dialog", { name: "Event Management" });
    await expect(manage.getByRole("heading", { name: ticketName, exact: true })).toBeVisible();
    await expect(manage.getByRole("heading", { name: customer.name, exact: true })).toBeVisible();
    await expect(manage.getByText(customer.requests.split("\n")[0]!).first()).toBeVisible();
    await expect(manage.getByText(guest.name).first()).toBeVisible();
    await expect(manage.getByText(`Dietary: ${guest.dietary}`)).toBeVisible();
    await g.check();

    await page.goto(`/admin/events/${eventId}/door-list`);
    await expect(page.getByText(guest.name).first()).toBeVisible();
    await expect(page.getByText(guest.dietary).first()).toBeVisible();
    await expect(page.getByText(guest.accessibility).first()).toBeVisible();
    await expect(page.getByText(P.script).first()).toBeVisible();
    await g.check();
  });
});
