// The public site (SPEC §2; docs/decisions/003) against the demo content: every page, its states,
// accessibility (axe: no serious or critical violation) and both viewports.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { demoEventDates, holidayDriveTitle } from "../server/seed/demo-dates";

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect(serious).toEqual([]);
}

async function openEvent(page: Page, title: string) {
  await page.goto("/events");
  await page.getByRole("link", { name: `Learn More about ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

// The demo dates its events from the day it was seeded (Memorial Day moves, the gala is
// about a month out), so the upcoming order is computed the same way (SPEC §2: by date).
const seeded = demoEventDates();
const UPCOMING_IN_ORDER = (
  [
    ["Community Prayer Night", seeded.prayerNight],
    ["Freedom Gala Dinner", seeded.gala],
    ["Memorial Day 5K Run", seeded.memorialRun],
  ] as const
)
  .toSorted((a, b) => a[1].getTime() - b[1].getTime())
  .map(([title]) => title);

const LONG_DATE =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/;

test.describe("home", () => {
  test("hero, mission, figures, 3 fundraisers, 3 events and the closing call to action", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Homefront | Supporting those who serve");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByRole("link", { name: "Support Our Cause!" })).toHaveAttribute(
      "href",
      "/fundraisers",
    );
    await expect(main.getByRole("link", { name: "Learn More!" })).toHaveAttribute("href", "/about");
    await expect(main.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    for (const figure of ["5000+", "100+", "25+", "10+"])
      await expect(main.getByText(figure, { exact: true })).toBeVisible();

    const fundraisers = main.getByRole("region", { name: "Active Fundraisers!" });
    await expect(fundraisers.getByRole("article")).toHaveCount(3);
    await expect(fundraisers.getByText(holidayDriveTitle())).toBeVisible();
    await expect(fundraisers.getByText("Spring Care Package Drive")).toHaveCount(0);
    await expect(fundraisers.locator("p.line-clamp-2")).toHaveCount(3);
    await expect(fundraisers.getByRole("link", { name: "View All Fundraisers!" })).toHaveAttribute(
      "href",
      "/fundraisers",
    );

    const events = main.getByRole("region", { name: "Upcoming Events!" });
    await expect(events.getByRole("article")).toHaveCount(3);
    await expect(events.getByRole("heading", { level: 3 })).toHaveText(UPCOMING_IN_ORDER);
    for (const date of await events.locator("time").allTextContents())
      expect(date).toMatch(LONG_DATE);
    await expect(events.locator("p.line-clamp-3")).toHaveCount(3);
    await expect(events.getByRole("link", { name: "View All Events!" })).toHaveAttribute(
      "href",
      "/events",
    );

    await expect(main.getByRole("link", { name: "Get Involved!" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(main.getByRole("link", { name: "Donate Now!" })).toHaveAttribute(
      "href",
      "/fundraisers",
    );
    await expectAccessible(page);
  });

  test("sharing tags carry absolute URLs; robots.txt, sitemap.xml and the favicon answer", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto("/");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Homefront | Supporting those who serve",
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${baseURL}/og-image.png`,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /non-profit/);
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${baseURL}/events</loc>`);
    expect(sitemap.match(/\/events\/[0-9a-f-]{36}</g)).toHaveLength(4);
    expect((await request.get("/favicon.svg")).status()).toBe(200);
    expect((await request.get("/og-image.png")).headers()["content-type"]).toBe("image/png");
  });
});

test.describe("about", () => {
  test("intro, vision, mission, programs, figures and the team in order", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle("About Us | Homefront");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    for (const heading of [
      "Our Vision",
      "Our Mission",
      "Care Package Drives",
      "Community Prayer Groups",
      "Veteran Recognition Events",
      "Military Family Support",
    ]) {
      await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(main.getByText("5000+", { exact: true })).toBeVisible();
    const team = main.getByRole("region", { name: "Meet Our Team!" });
    await expect(team.getByRole("heading", { level: 3 })).toHaveText([
      "Maria Reyes",
      "James Carter",
      "Grace Okafor",
    ]);
    await expect(team.getByText("Executive Director")).toBeVisible();
    // A 128 px portrait: only the smallest stored width of the seeded upload.
    await expect(team.getByRole("img", { name: "Portrait of Maria Reyes" })).toHaveAttribute(
      "srcset",
      /^\/uploads\/team-photos\/[a-f0-9]{32}-480\.webp 480w$/,
    );
    await expect(main.getByRole("link", { name: "Contact Us!" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(main.getByRole("link", { name: "View Events!" })).toHaveAttribute(
      "href",
      "/events",
    );
    await expectAccessible(page);
  });

  test("three placeholders show while the team loads after a navigation", async ({ page }) => {
    // Client-side navigation starts from a page that hydrates; the home page has no scripts (docs/decisions/024).
    await page.goto("/events");
    await waitForHydration(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Only the page's own data is held back (the root's data travels separately).
    await page.route(
      (url) => url.pathname === "/about.data" && url.search.includes("routes%2Fabout"),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About Us" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Loading team" }).getByRole("listitem"),
    ).toHaveCount(3);
    release();
    await expect(page.getByRole("heading", { name: "Maria Reyes" })).toBeVisible();
  });
});

test.describe("fundraisers", () => {
  test("active and completed sections with progress, amounts, badges and Donate Now links", async ({
    page,
  }) => {
    await page.goto("/fundraisers");
    await expect(page).toHaveTitle("Our Fundraisers | Homefront");
    await expect(page.getByRole("heading", { level: 1, name: "Our Fundraisers" })).toBeVisible();
    const active = page.getByRole("region", { name: "Active Fundraisers" });
    await expect(active.getByRole("article")).toHaveCount(3);
    const holiday = active.getByRole("article", { name: holidayDriveTitle() });
    await expect(holiday.getByText("Active", { exact: true })).toBeVisible();
    await expect(holiday.getByText("67.4%")).toBeVisible();
    await expect(holiday.getByText("$16,842.50")).toBeVisible();
    await expect(holiday.getByText("$25,000.00")).toBeVisible();
    await expect(holiday.getByRole("progressbar")).toBeVisible();
    await expect(holiday.getByRole("link", { name: /Donate Now/ })).toHaveAttribute(
      "href",
      /^\/donate\?fundraiser=[0-9a-f-]{36}$/,
    );

    const completed = page.getByRole("region", { name: "Completed Fundraisers" });
    const spring = completed.getByRole("article", { name: "Spring Care Package Drive" });
    await expect(spring.getByText("Completed", { exact: true })).toBeVisible();
    await expect(spring.getByText("Final Result")).toBeVisible();
    await expect(spring.getByText("100.0%")).toBeVisible();
    await expect(spring.getByText("$11,245.00")).toBeVisible();
    await expect(spring.getByRole("link", { name: /Donate Now/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a navigation shows 'Loading fundraisers...', then the error text when loading fails", async ({
    page,
  }) => {
    // Client-side navigation starts from a page that hydrates; the home page has no scripts (docs/decisions/024).
    await page.goto("/events");
    await waitForHydration(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Only the page's own data is held back (the root's data travels separately).
    await page.route(
      (url) => url.pathname === "/fundraisers.data" && url.search.includes("routes%2Ffundraisers"),
      async (route) => {
        await held;
        await route.fulfill({ status: 500, body: "boom" });
      },
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Fundraisers" })
      .click();
    await expect(page.getByText("Loading fundraisers...")).toBeVisible();
    release();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Unable to load fundraisers. Please try again later." }),
    ).toBeVisible();
  });
});

test.describe("events list", () => {
  test("upcoming first with their ticket states, then past; Quick Register only while tickets are available", async ({
    page,
  }) => {
    await page.goto("/events");
    await expect(page).toHaveTitle("Our Events | Homefront");
    await expect(page.getByRole("heading", { level: 1, name: "Our Events" })).toBeVisible();
    const upcoming = page.getByRole("region", { name: "Upcoming Events" });
    await expect(upcoming.getByRole("heading", { level: 3 })).toHaveText(UPCOMING_IN_ORDER);
    await expect(upcoming.getByText("Upcoming", { exact: true })).toHaveCount(3);

    const prayer = upcoming.getByRole("article", { name: "Community Prayer Night" });
    await expect(prayer.getByText("Free event")).toBeVisible();
    await expect(prayer.locator("time")).toHaveText(LONG_DATE);
    await expect(prayer.getByText(/^\d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    await expect(prayer.getByText("Grace Fellowship Hall, Killeen, TX")).toBeVisible();

    const gala = upcoming.getByRole("article", { name: "Freedom Gala Dinner" });
    await expect(gala.getByText("0 registered")).toBeVisible();
    await expect(gala.getByText("120 of 120 seats remaining")).toBeVisible();
    await expect(gala.getByText("Available", { exact: true })).toBeVisible();
    await expect(gala.getByRole("progressbar")).toBeVisible();

    const run = upcoming.getByRole("article", { name: "Memorial Day 5K Run" });
    await expect(run.getByText("Tickets Coming Soon")).toBeVisible();
    await expect(
      run.getByText(/^Available starting [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/),
    ).toBeVisible();

    const past = page.getByRole("region", { name: "Past Events" });
    const breakfast = past.getByRole("article", { name: "Veterans Day Breakfast" });
    await expect(breakfast.getByText("Completed", { exact: true })).toBeVisible();
    await expect(breakfast.getByText(/attendee/)).toHaveCount(0);
    await expect(breakfast.getByRole("link", { name: /Learn More/ })).toHaveAttribute(
      "href",
      /^\/events\/[0-9a-f-]{36}$/,
    );
    await expect(page.getByRole("button", { name: /Quick Register/ })).toHaveCount(1);
    await expect(
      gala.getByRole("button", { name: "Quick Register for Freedom Gala Dinner" }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("a navigation shows 'Loading events...', then the error text when loading fails", async ({
    page,
  }) => {
    // Client-side navigation starts from a page that hydrates; the home page has no scripts (docs/decisions/024).
    await page.goto("/contact");
    await waitForHydration(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Only the page's own data is held back (the root's data travels separately).
    await page.route(
      (url) => url.pathname === "/events.data" && url.search.includes("routes%2Fevents"),
      async (route) => {
        await held;
        await route.fulfill({ status: 500, body: "boom" });
      },
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Events" })
      .click();
    await expect(page.getByText("Loading events...")).toBeVisible();
    release();
    await expect(
      page.getByRole("alert").filter({ hasText: "Unable to load events. Please try again later." }),
    ).toBeVisible();
  });
});

test.describe("event detail", () => {
  test("a ticketed event: title, hero, flyer, ticket types, status and Register Now; JSON-LD and sharing tags", async ({
    page,
    baseURL,
  }) => {
    await openEvent(page, "Freedom Gala Dinner");
    await expect(page).toHaveTitle("Freedom Gala Dinner | Our Events");
    await expect(page.getByText(/three-course meal/).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Event Flyer" }).getByRole("img")).toBeVisible();
    const types = page.getByRole("region", { name: "Ticket Types" });
    await expect(types.getByRole("heading", { level: 3 })).toHaveText([
      "General Admission",
      "Table for Two",
    ]);
    await expect(types.getByText("$75.00")).toBeVisible();
    await expect(types.getByText("2 seats per ticket")).toBeVisible();
    const sidebar = page.getByRole("complementary", { name: "Event details" });
    await expect(sidebar.getByText("Date", { exact: true })).toBeVisible();
    await expect(sidebar.locator("time")).toHaveText(LONG_DATE);
    await expect(
      sidebar.getByText("Killeen Civic Center, 3601 S W S Young Dr, Killeen, TX"),
    ).toBeVisible();
    const status = sidebar.getByRole("region", { name: "Registration Status" });
    await expect(status.getByText("Available", { exact: true })).toBeVisible();
    await expect(status.getByText("120 of 120 seats remaining")).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "Register Now" })).toBeVisible();

    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(ld).toMatchObject({
      "@type": "Event",
      name: "Freedom Gala Dinner",
      location: { "@type": "Place" },
    });
    expect(ld.offers).toEqual([
      expect.objectContaining({
        price: "75.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
      }),
      expect.objectContaining({ price: "140.00", priceCurrency: "USD" }),
    ]);
    const shared = await page.locator('meta[property="og:image"]').getAttribute("content");
    const [, stored] = shared!.match(
      new RegExp(`^${baseURL}(/uploads/event-images/[a-f0-9]{32})-1600\\.webp$`),
    )!;
    // The hero image is preloaded with its srcset: every stored width of the same upload.
    const srcset = `${stored}-480.webp 480w, ${stored}-960.webp 960w, ${stored}-1600.webp 1600w`;
    await expect(
      page.locator(`link[rel="preload"][as="image"][imagesrcset="${srcset}"]`),
    ).toHaveCount(1);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Back to Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
  });

  test("the action card states: free, coming soon and completed", async ({ page }) => {
    await openEvent(page, "Community Prayer Night");
    await expect(page.getByRole("heading", { name: "No Registration Required" })).toBeVisible();
    await expect(page.getByText("This is a free event. Just show up and enjoy!")).toBeVisible();
    await expect(page.getByRole("region", { name: "Registration Status" })).toHaveCount(0);
    await expectAccessible(page);

    await openEvent(page, "Memorial Day 5K Run");
    await expect(page.getByRole("heading", { name: "Tickets Coming Soon" })).toBeVisible();
    await expect(page.getByText("Registration will open soon. Check back later!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Register Now" })).toHaveCount(0);

    await openEvent(page, "Veterans Day Breakfast");
    await expect(page.getByRole("heading", { name: "Event Completed" })).toBeVisible();
    await expectAccessible(page);
  });

  test("an unknown or malformed id is a 404 'Event Not Found' with a way back", async ({
    page,
  }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await page.goto(`/events/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Event Not Found | Our Events");
      await expect(page.getByRole("heading", { level: 1, name: "Event Not Found" })).toBeVisible();
      await expect(
        page.getByText("The event you're looking for doesn't exist or has been removed."),
      ).toBeVisible();
    }
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to Events" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Events" })).toBeVisible();
  });
});

test.describe("images", () => {
  test("every picture on the public pages is a stored width of an upload, served as it is", async ({
    page,
    request,
  }) => {
    const seen = new Set<string>();
    for (const path of ["/", "/about", "/fundraisers", "/events"]) {
      await page.goto(path);
      // Other specs may add records with external image addresses: those render as plain images.
      const sets = await page
        .getByRole("main")
        .locator("img[srcset]")
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("srcset")!));
      expect(sets.length, path).toBeGreaterThan(0);
      for (const set of sets) {
        // Every candidate is a stored file named with its own width (docs/decisions/005-image-uploads.md).
        for (const candidate of set.split(", ")) {
          const [, url] =
            candidate.match(/^(\/uploads\/[a-z-]+\/[a-f0-9]{32}-(480|960|1600)\.webp) \2w$/) ?? [];
          expect(url, candidate).toBeDefined();
          seen.add(url!);
        }
      }
    }
    for (const url of seen) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()["content-type"], url).toBe("image/webp");
      expect(res.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
    }
    // Nothing is resized on request any more: the old /img route is gone.
    expect((await request.get([...seen][0]!.replace(/^\/uploads\//, "/img/480/"))).status()).toBe(
      404,
    );
  });
});

test.describe("caching", () => {
  test("public pages and their data carry Cache-Control and an ETag; a matching request gets 304", async ({
    request,
  }) => {
    for (const path of ["/", "/about", "/fundraisers", "/events", "/contact", "/events.data"]) {
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      expect(first.headers()["cache-control"], path).toMatch(
        /^public, max-age=0, must-revalidate, s-maxage=\d+/,
      );
      const etag = first.headers()["etag"];
      expect(etag, path).toMatch(/^W\/"/);
      const again = await request.get(path, { headers: { "If-None-Match": etag! } });
      expect(again.status(), path).toBe(304);
    }
  });

  test("no admin-only field reaches public HTML", async ({ request }) => {
    const html = (
      await Promise.all(
        ["/events", "/fundraisers", "/about"].map(async (p) => (await request.get(p)).text()),
      )
    ).join("");
    expect(html).not.toMatch(
      /customer_?(name|email|phone)|customerEmail|guestName|special_?requests/i,
    );
  });
});

test.describe("header and footer", () => {
  test("on a phone, Donate is the header's visible primary action and Admin Login stays in the menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    const header = page.getByRole("banner");
    const donate = header.getByRole("link", { name: "Donate", exact: true });
    await expect(donate).toBeVisible();
    await expect(donate).toHaveAttribute("href", "/donate");
    // The accent button, not a plain link: a filled background, inside the viewport.
    const background = await donate.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    const box = (await donate.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(header.getByRole("link", { name: "Admin Login" })).toBeHidden();
    await header.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Donate" }),
    ).toBeVisible();
    await expect(header.getByRole("link", { name: "Admin Login" })).toBeVisible();
  });

  test("the footer names this year and the legal name, and links to the accessibility statement", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const year = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Chicago",
      year: "numeric",
    }).format(new Date());
    await expect(footer).toContainText(`© ${year} Homefront Ministries. All rights reserved.`);
    await expect(footer).not.toContainText("Organization");
    await footer.getByRole("link", { name: "Accessibility" }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page).toHaveTitle("Accessibility | Homefront");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Accessibility" })).toBeVisible();
    await expect(main).toContainText("(WCAG) 2.2 at level AA");
    await expect(main.getByRole("link", { name: "contact page" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(main.getByRole("link", { name: "info@homefront.org" })).toHaveAttribute(
      "href",
      "mailto:info@homefront.org",
    );
  });
});

test.describe("responsive layout", () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    test(`every public page fits ${width} px without sideways scrolling`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.goto("/events");
      const eventPath = await page
        .getByRole("link", { name: "Learn More about Freedom Gala Dinner" })
        .getAttribute("href");
      for (const path of [
        "/",
        "/about",
        "/fundraisers",
        "/events",
        eventPath!,
        "/contact",
        "/accessibility",
      ]) {
        await page.goto(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
        const name = path === "/" ? "home" : path.slice(1).replace(/\/.*/, "-detail");
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${width}.png`),
          fullPage: true,
        });
      }
    });
  }
});

test("a navigation that waits on the server shows the progress bar, which goes once the page is there", async ({
  page,
}) => {
  // Client-side navigation starts from a page that hydrates; the home page has no scripts (docs/decisions/024).
  await page.goto("/events");
  await waitForHydration(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the Contact page's data back, as a slow connection would.
  await page.route(
    (url) => url.pathname === "/contact.data",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Contact" })
    .click();
  const bar = page.getByRole("progressbar", { name: "Loading page" });
  await expect(bar).toBeVisible({ timeout: 1_000 });
  release();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(bar).toBeHidden();
});

test("a device asking for reduced motion gets no transitions; focus scrolls below the sticky header", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" });
  expect(await link.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(
    /^(1e-05s|0\.00001s|0s)$/,
  );
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop),
  ).toBe("80px");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await link.evaluate((el) => getComputedStyle(el).transitionDuration)).not.toMatch(
    /^(1e-05s|0\.00001s|0s)$/,
  );
});
