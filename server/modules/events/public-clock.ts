// When time alone changes a public page (docs/decisions/011-page-cache.md): the
// page cache keeps nothing past this moment. An event moves from upcoming to past
// when it starts (SPEC §2 "Events list"); ticket sales open at their start
// (SPEC §9); a hold stops counting the moment it lapses (decision 004); and dates
// read relative to today change at the organisation's midnight; a waitlist
// offer stops holding its seats when it lapses (decision 017).
import { gt, min } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { eventRegistrations, events, waitlistEntries } from "../../db/schema";
import { nextMidnight } from "../../../shared/domain/zoned-time";
import { openOffer, unexpiredHold } from "./seat-conditions";

export async function nextPublicChange(db: DbOrTx, now: Date): Promise<Date> {
  const [[starts], [sales], [holds], [offers]] = await Promise.all([
    db
      .select({ at: min(events.startsAt) })
      .from(events)
      .where(gt(events.startsAt, now)),
    db
      .select({ at: min(events.ticketSalesStartAt) })
      .from(events)
      .where(gt(events.ticketSalesStartAt, now)),
    db
      .select({ at: min(eventRegistrations.holdExpiresAt) })
      .from(eventRegistrations)
      .where(unexpiredHold(now)),
    db
      .select({ at: min(waitlistEntries.offerExpiresAt) })
      .from(waitlistEntries)
      .where(openOffer(now)),
  ]);
  const moments = [starts?.at, sales?.at, holds?.at, offers?.at, nextMidnight(now.getTime())]
    .filter((at): at is Date => at instanceof Date || typeof at === "string")
    .map((at) => new Date(at).getTime());
  return new Date(Math.min(...moments));
}
