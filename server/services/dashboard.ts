import { count } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactMessages, events, fundraisers, teamMembers } from "../db/schema";

/** SPEC "Admin dashboard": the four count cards, in one round trip. */
export async function getDashboardCounts(db: Db) {
  const [team, funds, evts, messages] = await Promise.all([
    db.select({ n: count() }).from(teamMembers),
    db.select({ n: count() }).from(fundraisers),
    db.select({ n: count() }).from(events),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return {
    teamMembers: team[0]?.n ?? 0,
    fundraisers: funds[0]?.n ?? 0,
    events: evts[0]?.n ?? 0,
    messages: messages[0]?.n ?? 0,
  };
}
