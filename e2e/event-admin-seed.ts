// A data directory prepared before its server starts: one ticketed event with
// registrations and guests that exercise the Registrations panel, the CSV
// (commas, quotes, newlines, leading = + - @) and the door list. There is no
// public way to register in this branch, and the server's embedded database
// can't be shared while it runs, so the rows go in first.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { eventGuests, eventRegistrations, events, eventTicketTypes } from "../server/db/schema";
import { openDatabase } from "../server/db/client";

const DAY = 24 * 60 * 60 * 1000;

export type SeededEvent = { eventId: string; title: string };

export async function seedRegistrations(dataDir: string): Promise<SeededEvent> {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const { db } = database;
  const title = "Seeded Honor Banquet";
  const [event] = await db
    .insert(events)
    .values({
      title,
      description: "A banquet with a guest list to manage.",
      startsAt: new Date(Date.now() + 20 * DAY),
      location: "Killeen Civic Center, Killeen, TX",
      hasTickets: true,
      maxCapacity: 100,
    })
    .returning();
  const [table, single] = await db
    .insert(eventTicketTypes)
    .values([
      {
        eventId: event!.id,
        name: "Table, for two",
        priceCents: 14000,
        seatsPerUnit: 2,
        quantityAvailable: 20,
        displayOrder: 0,
        quantitySold: 1,
      },
      {
        eventId: event!.id,
        name: "Single",
        priceCents: 7500,
        seatsPerUnit: 1,
        quantityAvailable: 50,
        displayOrder: 1,
        quantitySold: 1,
      },
    ])
    .returning();
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const [formula] = await db
    .insert(eventRegistrations)
    .values([
      {
        eventId: event!.id,
        ticketTypeId: table!.id,
        customerName: '=HYPERLINK("http://evil.example","Lee, Jordan")',
        customerEmail: "jordan@example.org",
        customerPhone: "+1 254 555 0100",
        specialRequests: "Near the stage, please",
        quantity: 1,
        totalCents: 14000,
        status: "active",
        registeredAt: at(50),
      },
      {
        eventId: event!.id,
        ticketTypeId: single!.id,
        customerName: "@Pat Smith",
        customerEmail: "PAT@example.org",
        quantity: 1,
        totalCents: 7500,
        status: "active",
        registeredAt: at(40),
      },
      {
        eventId: event!.id,
        ticketTypeId: single!.id,
        customerName: "-Dana Cancelled",
        customerEmail: "dana@example.org",
        quantity: 1,
        totalCents: 7500,
        status: "cancelled",
        registeredAt: at(30),
      },
      {
        eventId: event!.id,
        ticketTypeId: single!.id,
        customerName: "Late Payer",
        customerEmail: "late@example.org",
        quantity: 1,
        totalCents: 7500,
        status: "expired",
        needsRefund: true,
        holdExpiresAt: at(25),
        registeredAt: at(60),
      },
      {
        eventId: event!.id,
        ticketTypeId: single!.id,
        customerName: "+Quinn Pending",
        customerEmail: "quinn@example.org",
        quantity: 1,
        totalCents: 7500,
        status: "pending",
        holdExpiresAt: new Date(Date.now() + DAY),
        registeredAt: at(10),
      },
    ])
    .returning();
  await db.insert(eventGuests).values([
    {
      registrationId: formula!.id,
      guestName: "Lee, Jordan",
      guestEmail: "jordan@example.org",
      dietaryRestrictions: "Vegetarian",
      isPrimaryContact: true,
    },
    {
      registrationId: formula!.id,
      guestName: 'Sam "Sky"\nRivera',
      dietaryRestrictions: "vegetarian",
      accessibilityNeeds: "Wheelchair access",
    },
  ]);
  await database.close();
  return { eventId: event!.id, title };
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type StartedServer = { port: number; stop: () => Promise<void>; output: () => string };

/** The built server on a free port over `dataDir`, healthy before this resolves. */
export async function startServer(
  dataDir: string,
  admin: { email: string; password: string },
  { demoContent = false } = {},
): Promise<StartedServer> {
  const port = await freePort();
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["dist/server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DEMO_CONTENT: String(demoContent),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const deadline = Date.now() + 170_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
