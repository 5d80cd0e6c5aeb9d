// Section 2, "Contention" (DESIGN "Capacity: no oversell, ever"): 200 buyers
// at once for an event of 20 seats, on a fresh PostgreSQL database, through
// the registration service in-process (no HTTP, so rate limits do not
// interfere). The seats sold are counted in the database afterwards; the row
// must read 20.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AppServices } from "../server/context";
import { createPostgresDatabase } from "./databases";
import { ROOT } from "./processes";
import { formatInt, formatMs, median, type Row, type Section } from "./report";

export const BUYERS = 200;
export const SEATS = 20;
const RACE_TIMEOUT_MS = 120_000;

/** true when the promise settled within ms; the timer never outlives it. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export type Buyer = { index: number; name: string; email: string };
/** What the bench sets up before the race: one upcoming event, one free ticket type of SEATS. */
export type RaceSetup = { services: AppServices; eventId: string; ticketTypeId: string };
/** registered: got a seat; refused: a clear 4xx answer (sold out); error: anything else. */
export type Outcome = "registered" | "refused" | "error";
export type RegisterOne = (setup: RaceSetup, buyer: Buyer) => Promise<Outcome>;

const REGISTRATIONS_MODULE = path.join(ROOT, "server/modules/orders/registrations.ts");
const REQUEST_SCHEMA_MODULE = path.join(ROOT, "shared/schemas/registration.ts");

/**
 * ONE registration exactly as a visitor's "Register" makes it (quantity 1,
 * free ticket type), through `createRegistration` of
 * server/modules/orders/registrations.ts, loaded at run time; or the
 * reason it cannot run (the module or the function is missing).
 */
export async function loadRegisterOne(): Promise<RegisterOne | { unavailable: string }> {
  if (!existsSync(REGISTRATIONS_MODULE))
    return { unavailable: "not available yet (ticketing not built)" };
  const service = (await import(pathToFileURL(REGISTRATIONS_MODULE).href)) as Record<
    string,
    unknown
  >;
  const createRegistration = service.createRegistration;
  if (typeof createRegistration !== "function") {
    return {
      unavailable:
        "not available yet: wire loadRegisterOne() in bench/contention.ts to the ticketing service",
    };
  }
  // The visitor's request goes through the same schema the Register action parses it
  // with, so the service gets its real input shape (order lines, defaults) as that grows.
  const { registrationRequestSchema } = (await import(
    pathToFileURL(REQUEST_SCHEMA_MODULE).href
  )) as { registrationRequestSchema: { parse: (value: unknown) => unknown } };
  return async ({ services, eventId, ticketTypeId }, buyer) => {
    try {
      const request = registrationRequestSchema.parse({
        eventId,
        ticketTypeId,
        quantity: 1,
        customerName: buyer.name,
        customerEmail: buyer.email,
        customerPhone: "",
        specialRequests: "",
        guests: [],
      });
      await createRegistration(services, request);
      return "registered";
    } catch (error) {
      return isRefusal(error) ? "refused" : "error";
    }
  };
}

/** A clear refusal: an AppError-like 4xx (sold out is expected to be one). */
function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
}

const COLUMNS = ["buyers", "seats", "seats sold", "req/s", "p99", "refused", "errors"];
const TITLE = `Contention · PostgreSQL (${BUYERS} concurrent buyers, ${SEATS} seats)`;

function unavailableSection(note: string): Section {
  return {
    title: TITLE,
    columns: COLUMNS,
    rows: [{ subject: "register for the last seats", figures: [], note }],
  };
}

async function seedRace(services: AppServices) {
  const { events, eventTicketTypes } = await import("../server/db/schema");
  const [event] = await services.db
    .insert(events)
    .values({
      title: "Bench: last seats",
      description: "An event made by the benchmark.",
      startsAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      location: "Bench Hall",
      hasTickets: true,
      maxCapacity: SEATS,
      status: "active",
    })
    .returning({ id: events.id });
  const [ticketType] = await services.db
    .insert(eventTicketTypes)
    .values({
      eventId: event.id,
      name: "General admission",
      priceCents: 0,
      seatsPerUnit: 1,
      quantityAvailable: SEATS,
    })
    .returning({ id: eventTicketTypes.id });
  return { eventId: event.id, ticketTypeId: ticketType.id };
}

/** Seats taken as DESIGN counts them (active registrations plus unexpired holds), by the one counter. */
async function seatsTaken(services: AppServices, eventId: string): Promise<number> {
  const { countSeats } = await import("../server/modules/events/seats");
  return (await countSeats(services.db, [eventId], new Date())).seatsOf(eventId);
}

export async function contentionSection(options: {
  databaseUrl?: string;
  onProgress: (line: string) => void;
  /** Tests pass their own; the bench uses loadRegisterOne(). */
  registerOne?: RegisterOne;
}): Promise<Section> {
  const registerOne = options.registerOne ?? (await loadRegisterOne());
  if (typeof registerOne !== "function") return unavailableSection(registerOne.unavailable);
  if (!options.databaseUrl)
    return unavailableSection("skipped: set BENCH_DATABASE_URL to a PostgreSQL server");

  options.onProgress(`contention: ${BUYERS} buyers for ${SEATS} seats`);
  const database = await createPostgresDatabase(options.databaseUrl, "race");
  const dataDir = mkdtempSync(path.join(tmpdir(), "homefront-bench-race-"));
  let services: AppServices | undefined;
  try {
    const { bootServices } = await import("../server/boot");
    const { parseEnv } = await import("../server/env");
    services = await bootServices(
      parseEnv({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        DEMO_CONTENT: "false",
        LOG_LEVEL: "silent",
      }),
    );
    const setup = { services, ...(await seedRace(services)) };
    const latencies: number[] = [];
    const outcomes: Outcome[] = [];
    const started = performance.now();
    const race = Promise.all(
      Array.from({ length: BUYERS }, async (_, index) => {
        const t0 = performance.now();
        const outcome = await registerOne(setup, {
          index,
          name: `Buyer ${index + 1}`,
          email: `buyer${index + 1}@example.org`,
        });
        latencies.push(performance.now() - t0);
        outcomes.push(outcome);
      }),
    );
    if (!(await settlesWithin(race, RACE_TIMEOUT_MS))) {
      return unavailableSection(
        `timed out: ${outcomes.length} of ${BUYERS} buyers answered within ${RACE_TIMEOUT_MS / 1000} s`,
      );
    }
    const wallS = (performance.now() - started) / 1000;
    const sold = await seatsTaken(services, setup.eventId);
    const count = (o: Outcome) => outcomes.filter((x) => x === o).length;
    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
    const verdict =
      sold === SEATS
        ? "exactly the seats there were"
        : sold > SEATS
          ? "OVERSOLD"
          : "seats left unsold";
    const row: Row = {
      subject: "register for the last seats (in-process service)",
      figures: [
        formatInt(BUYERS),
        formatInt(SEATS),
        formatInt(sold),
        formatInt(BUYERS / wallS),
        formatMs(p99),
        formatInt(count("refused")),
        formatInt(count("error")),
      ],
      note: `${verdict}; ${count("registered")} registered; p50 ${formatMs(median(latencies))}; all done in ${formatMs(wallS * 1000)}`,
    };
    return { title: TITLE, columns: COLUMNS, rows: [row] };
  } finally {
    // Bounded: after a timed-out race the pool may still lend connections out.
    if (services)
      await settlesWithin(
        services.database.close().catch(() => undefined),
        10_000,
      );
    await database.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
