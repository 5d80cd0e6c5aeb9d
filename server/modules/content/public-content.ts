// Public reads of fundraisers and the team (SPEC §2 Home, About, Fundraisers;
// SPEC §7 "Tables (public)"). Only public columns are selected.
import { asc, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { fundraisers, teamMembers } from "../../db/schema";

const fundraiserColumns = {
  id: fundraisers.id,
  title: fundraisers.title,
  description: fundraisers.description,
  imageUrl: fundraisers.imageUrl,
  isActive: fundraisers.isActive,
  goalCents: fundraisers.goalCents,
  raisedCents: fundraisers.raisedCents,
  createdAt: fundraisers.createdAt,
};

export type PublicFundraiser = Pick<
  typeof fundraisers.$inferSelect,
  keyof typeof fundraiserColumns
>;

const activeFundraisersQuery = preparedQuery((db) =>
  db
    .select(fundraiserColumns)
    .from(fundraisers)
    .where(eq(fundraisers.isActive, true))
    .orderBy(desc(fundraisers.createdAt), desc(fundraisers.id))
    // LIMIT NULL is no limit.
    .limit(sql.placeholder("limit"))
    .prepare("active_fundraisers"),
);

/** SPEC §7: active fundraisers, newest first; the home page takes 3 (SPEC §9). */
export function listActiveFundraisers(db: DbOrTx, limit?: number): Promise<PublicFundraiser[]> {
  return activeFundraisersQuery(db, { limit: limit ?? null });
}

/** SPEC §7: every fundraiser, newest first (the fundraisers page splits active and completed). */
export function listAllFundraisers(db: DbOrTx): Promise<PublicFundraiser[]> {
  return db
    .select(fundraiserColumns)
    .from(fundraisers)
    .orderBy(desc(fundraisers.createdAt), desc(fundraisers.id));
}

export type PublicTeamMember = {
  id: string;
  name: string;
  title: string;
  bio: string | null;
  photoUrl: string | null;
};

/** SPEC §7: the team ordered by order_index ascending. */
export function listTeamMembers(db: DbOrTx): Promise<PublicTeamMember[]> {
  return db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      title: teamMembers.title,
      bio: teamMembers.bio,
      photoUrl: teamMembers.photoUrl,
    })
    .from(teamMembers)
    .orderBy(asc(teamMembers.orderIndex), asc(teamMembers.createdAt));
}
