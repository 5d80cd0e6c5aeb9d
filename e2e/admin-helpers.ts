// Helpers for the back-office specs: real image bytes, unique names, a free
// ticketed event and registrations made through the public site.
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const solid = (width: number, height: number, r = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } });

export async function pngFile(name = "photo.png") {
  return { name, mimeType: "image/png", buffer: await solid(640, 480).png().toBuffer() };
}

export async function jpegFile(name = "photo.jpg") {
  return { name, mimeType: "image/jpeg", buffer: await solid(1200, 800, 160).jpeg().toBuffer() };
}

/** Plain text wearing a .png name: the browser calls it image/png, the server sees text. */
export const textAsPng = {
  name: "not-really.png",
  mimeType: "image/png",
  buffer: Buffer.from("I am only text."),
};

export const svgFile = {
  name: "drawing.svg",
  mimeType: "image/svg+xml",
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
  ),
};

/** A real PNG padded to 6 MB. */
export async function sixMegabytePng() {
  const png = await solid(16, 16).png().toBuffer();
  return {
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]),
  };
}

/** The one ticket type createTicketedEvent adds: its name, price in dollars ("" is free) and units. */
export type FirstTicketType = { name?: string; price?: string; quantity?: number };

/** Creates a ticketed event with one ticket type (by default a free "Community Seat" of 10); returns its public path. */
export async function createTicketedEvent(
  page: Page,
  title: string,
  { name = "Community Seat", price = "", quantity = 10 }: FirstTicketType = {},
) {
  await page.goto("/admin/events");
  await page.getByRole("button", { name: "Add Event" }).click();
  const form = page.getByRole("dialog", { name: "Add Event" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill(`Join us for ${title}.`);
  await form.getByLabel("Event Date & Time").fill("2031-05-20T18:00");
  await form.getByLabel("Location").fill("Killeen, TX");
  await form.getByRole("switch", { name: "Enable Ticketing" }).click();
  await form.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Event created successfully!")).toBeVisible();
  const card = page.getByTestId("admin-event-card").filter({ hasText: title });
  const href = await card.getByRole("link", { name: /Preview/ }).getAttribute("href");
  await card.getByRole("button", { name: `Manage ${title}` }).click();
  const manage = page.getByRole("dialog", { name: "Event Management" });
  await manage.getByRole("button", { name: "Add Ticket Type" }).click();
  const add = page.getByRole("dialog", { name: "Add Ticket Type" });
  await add.getByLabel("Name").fill(name);
  if (price) await add.getByLabel("Price ($)").fill(price);
  await add.getByLabel("Quantity Available").fill(String(quantity));
  await add.getByRole("button", { name: "Create Ticket Type" }).click();
  await expectTicketTypeCreated(page, add);
  return href!;
}

/**
 * The Add Ticket Type dialog closed on success with its toast. An earlier ticket type's
 * toast may still be showing, so the newest one is the one looked at.
 */
export async function expectTicketTypeCreated(page: Page, dialog: Locator) {
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Ticket type created successfully").last()).toBeVisible();
}

/** A free ticketed event with one "Community Seat" ticket type of `quantity` units; returns its public path. */
export const createFreeTicketedEvent = (page: Page, title: string, quantity = 10) =>
  createTicketedEvent(page, title, { quantity });

/** Registers one person for one Community Seat through the public registration dialog. */
export async function register(browser: Browser, href: string, name: string, email: string) {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(href);
  await visitor.getByRole("button", { name: "Register Now" }).click();
  const dialog = visitor.getByRole("dialog", { name: "Select Tickets" });
  await dialog.getByRole("radio", { name: /Community Seat/ }).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  const contact = visitor.getByRole("dialog", { name: "Contact Information" });
  await contact.getByLabel("Full Name *").fill(name);
  await contact.getByLabel("Email *").fill(email);
  await contact.getByRole("button", { name: "Register" }).click();
  await expect(visitor.getByText("Registration successful!")).toBeVisible();
  await visitor.context().close();
}

/**
 * After Space picks an item up: dnd-kit's keyboard sensor starts listening for the
 * arrow keys in a setTimeout, so an arrow pressed before that timer ran is lost (it
 * was, on a busy machine). This lets the page's pending timers run; ours is queued
 * behind the sensor's.
 */
export async function afterKeyboardPickUp(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
