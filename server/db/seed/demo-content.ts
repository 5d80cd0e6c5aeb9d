// Demo content for a fresh installation (DEMO_CONTENT not false): a believable
// set seeded once, into an empty database, with images drawn locally.
import { eq } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { Db } from "../client";
import {
  appMeta,
  events,
  eventTicketTypes,
  fundraisers,
  teamMembers,
} from "../schema";
import { drawDemoImage } from "./demo-images";
import { seedDemoBackOffice } from "./demo-back-office";

const DAY = 24 * 60 * 60 * 1000;

function at(daysFromNow: number, hour: number, minute = 0) {
  const date = new Date(Date.now() + daysFromNow * DAY);
  date.setUTCHours(hour, minute, 0, 0);
  return date;
}

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

  const fundraiserImage = (label: string, i: number) =>
    drawDemoImage(services, "fundraiser-images", label, i);
  const eventImage = (label: string, i: number) => drawDemoImage(services, "event-images", label, i);
  const portrait = (label: string, i: number) =>
    drawDemoImage(services, "team-photos", label, i, { width: 480, height: 480 });

  const [imgPackages, imgFamilies, imgVeterans, imgHoliday, imgGala, imgPrayer, imgBreakfast, imgRun] =
    await Promise.all([
      fundraiserImage("Care Packages", 0),
      fundraiserImage("Family Support", 2),
      fundraiserImage("Honouring Veterans", 1),
      fundraiserImage("Holiday Drive", 4),
      eventImage("Freedom Gala", 3),
      eventImage("Prayer Night", 5),
      eventImage("Veterans Breakfast", 1),
      eventImage("Memorial 5K", 0),
    ]);
  const [pMaria, pJames, pGrace] = await Promise.all([
    portrait("MR", 3),
    portrait("JC", 0),
    portrait("GO", 2),
  ]);

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
        title: "Holiday Care Packages 2026",
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
          "Send local veterans to visit the memorials built in their honour in Washington, D.C., with a guardian at their side.",
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
        createdAt: new Date(now - 200 * DAY),
      },
    ]);

    const [, gala, , run] = await tx
      .insert(events)
      .values([
        {
          title: "Community Prayer Night",
          description:
            "An evening of prayer for our deployed service members and their families. Everyone is welcome; light refreshments served.",
          startsAt: at(12, 0, 30),
          location: "Grace Fellowship Hall, Killeen, TX",
          imageUrl: imgPrayer,
          hasTickets: false,
        },
        {
          title: "Freedom Gala Dinner",
          description:
            "Our annual dinner honouring local veterans, with a three-course meal, live music and a silent auction benefiting the care package program.",
          startsAt: at(30, 0, 0),
          location: "Killeen Civic Center, 3601 S W S Young Dr, Killeen, TX",
          imageUrl: imgGala,
          hasTickets: true,
          maxCapacity: 120,
        },
        {
          title: "Veterans Day Breakfast",
          description:
            "A pancake breakfast for veterans and their families, served by our volunteers, with a flag ceremony.",
          startsAt: at(-20, 14, 0),
          location: "VFW Post 9191, Killeen, TX",
          imageUrl: imgBreakfast,
          hasTickets: false,
        },
        {
          title: "Memorial Day 5K Run",
          description:
            "Run or walk five kilometres in memory of the fallen. Every registration sends a care package overseas.",
          startsAt: at(60, 13, 0),
          location: "Lions Club Park, Killeen, TX",
          imageUrl: imgRun,
          hasTickets: true,
          maxCapacity: 300,
          ticketSalesStartAt: at(7, 15, 0),
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
