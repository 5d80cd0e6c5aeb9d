// Demo content for a fresh installation (DEMO_CONTENT not false): a believable
// set seeded once, into an empty database, with images drawn locally.
import { eq } from "drizzle-orm";
import type { AppServices } from "../context";
import type { Db } from "../db/client";
import { appMeta, events, eventTicketTypes, fundraisers, teamMembers } from "../db/schema";
import { demoEventDates, holidayDriveTitle } from "./demo-dates";
import { drawDemoImage, type DemoMotif } from "./demo-images";
import { seedDemoBackOffice } from "./demo-back-office";

const DAY = 24 * 60 * 60 * 1000;

export async function seedDemoContent(
  db: Db,
  services: Pick<AppServices, "files" | "log">,
): Promise<boolean> {
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, "demo_seeded_at"));
  if (seeded) return false;
  const [anyEvent] = await db.select({ id: events.id }).from(events).limit(1);
  const [anyFundraiser] = await db.select({ id: fundraisers.id }).from(fundraisers).limit(1);
  const [anyMember] = await db.select({ id: teamMembers.id }).from(teamMembers).limit(1);
  if (anyEvent || anyFundraiser || anyMember) return false;

  const fundraiserImage = (motif: DemoMotif, i: number) =>
    drawDemoImage(services, "fundraiser-images", motif, i);
  const eventImage = (motif: DemoMotif, i: number) =>
    drawDemoImage(services, "event-images", motif, i);
  const portrait = (i: number) =>
    drawDemoImage(services, "team-photos", "portrait", i, { width: 480, height: 480 });

  // One composition per item, so no two cards look alike (demo-images.ts).
  const [
    imgPackages,
    imgFamilies,
    imgVeterans,
    imgHoliday,
    imgGala,
    imgPrayer,
    imgBreakfast,
    imgRun,
  ] = await Promise.all([
    fundraiserImage("chevrons", 0),
    fundraiserImage("sunrise", 1),
    fundraiserImage("laurel", 2),
    fundraiserImage("star-field", 4),
    eventImage("medallion", 4),
    eventImage("candle-glow", 5),
    eventImage("flag-waves", 6),
    eventImage("star-field", 7),
  ]);
  const [pMaria, pJames, pGrace] = await Promise.all([portrait(0), portrait(1), portrait(2)]);
  const dates = demoEventDates();

  await db.transaction(async (tx) => {
    await tx.insert(teamMembers).values([
      {
        name: "Maria Reyes",
        title: "Executive Director",
        bio: "Army spouse of twenty years who started Homefront at her kitchen table with twelve care packages.",
        photoUrl: pMaria,
        orderIndex: 0,
      },
      {
        name: "James Carter",
        title: "Veteran Outreach Coordinator",
        bio: "Retired Marine Corps gunnery sergeant who connects veterans with the care and recognition they earned.",
        photoUrl: pJames,
        orderIndex: 1,
      },
      {
        name: "Grace Okafor",
        title: "Volunteer Coordinator",
        bio: null,
        photoUrl: pGrace,
        orderIndex: 2,
      },
    ]);

    const now = Date.now();
    await tx.insert(fundraisers).values([
      {
        title: holidayDriveTitle(),
        description:
          "Fill 1,500 boxes with letters, snacks and warm socks for service members deployed away from home this holiday season.",
        imageUrl: imgHoliday,
        isActive: true,
        goalCents: 2_500_000,
        raisedCents: 1_684_250,
        createdAt: new Date(now - 2 * DAY),
      },
      {
        title: "Military Family Emergency Fund",
        description:
          "Quick help with rent, utilities and travel for families facing a crisis while a loved one serves.",
        imageUrl: imgFamilies,
        isActive: true,
        goalCents: 5_000_000,
        raisedCents: 1_215_000,
        createdAt: new Date(now - 10 * DAY),
      },
      {
        title: "Honor Flight Sponsorship",
        description:
          "Send local veterans to visit the memorials built in their honor in Washington, D.C., with a guardian at their side.",
        imageUrl: imgVeterans,
        isActive: true,
        goalCents: 1_800_000,
        raisedCents: 1_530_000,
        createdAt: new Date(now - 20 * DAY),
      },
      {
        title: "Spring Care Package Drive",
        description:
          "Our spring drive sent 1,200 care packages to service members overseas. Thank you to everyone who gave.",
        imageUrl: imgPackages,
        isActive: false,
        goalCents: 1_000_000,
        raisedCents: 1_124_500,
        createdAt: dates.springDrive,
      },
    ]);

    const [, gala, , run] = await tx
      .insert(events)
      .values([
        {
          title: "Community Prayer Night",
          description:
            "An evening of prayer for our deployed service members and their families. Everyone is welcome; light refreshments served.",
          startsAt: dates.prayerNight,
          location: "Grace Fellowship Hall, Killeen, TX",
          imageUrl: imgPrayer,
          hasTickets: false,
        },
        {
          title: "Freedom Gala Dinner",
          description:
            "Our annual dinner honoring local veterans, with a three-course meal, live music and a silent auction benefiting the care package program.",
          startsAt: dates.gala,
          location: "Killeen Civic Center, 3601 S W S Young Dr, Killeen, TX",
          imageUrl: imgGala,
          hasTickets: true,
          maxCapacity: 120,
        },
        {
          title: "Veterans Day Breakfast",
          description:
            "A pancake breakfast for veterans and their families, served by our volunteers, with a flag ceremony.",
          startsAt: dates.veteransBreakfast,
          location: "VFW Post 9191, Killeen, TX",
          imageUrl: imgBreakfast,
          hasTickets: false,
        },
        {
          title: "Memorial Day 5K Run",
          description:
            "Run or walk five kilometers in memory of the fallen. Every registration sends a care package overseas.",
          startsAt: dates.memorialRun,
          location: "Lions Club Park, Killeen, TX",
          imageUrl: imgRun,
          hasTickets: true,
          maxCapacity: 300,
          ticketSalesStartAt: dates.memorialRunSalesOpen,
        },
      ])
      .returning({ id: events.id });

    await tx.insert(eventTicketTypes).values([
      {
        eventId: gala!.id,
        name: "General Admission",
        description: "Dinner, program and silent auction.",
        priceCents: 7500,
        seatsPerUnit: 1,
        quantityAvailable: 80,
        displayOrder: 0,
      },
      {
        eventId: gala!.id,
        name: "Table for Two",
        description: "A reserved table for two with a welcome toast.",
        priceCents: 14000,
        seatsPerUnit: 2,
        quantityAvailable: 20,
        displayOrder: 1,
      },
      {
        eventId: run!.id,
        name: "Runner",
        description: "Race entry, bib and T-shirt.",
        priceCents: 3000,
        seatsPerUnit: 1,
        quantityAvailable: 300,
        displayOrder: 0,
      },
    ]);
    await seedDemoBackOffice(tx);
    await tx.insert(appMeta).values({ key: "demo_seeded_at", value: new Date().toISOString() });
  });
  return true;
}
