// SPEC §3 team members, fundraisers and contact messages. Legacy duplicate
// fields are collapsed (DESIGN "Data"); money is integer cents.
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    bio: text("bio"),
    photoUrl: text("photo_url"),
    orderIndex: integer("order_index").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("team_members_order_idx").on(t.orderIndex)],
);

export const fundraisers = pgTable(
  "fundraisers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url"),
    isActive: boolean("is_active").notNull().default(true),
    goalCents: bigint("goal_cents", { mode: "number" }).notNull().default(0),
    /**
     * docs/decisions/021-figures.md: raised = starting + the net completed gifts
     * (online and offline) given to it. raised_cents is that sum, stored because
     * the public pages read it; starting_cents is what staff set (money raised
     * before or outside the gifts recorded here).
     */
    raisedCents: bigint("raised_cents", { mode: "number" }).notNull().default(0),
    startingCents: bigint("starting_cents", { mode: "number" }).notNull().default(0),
    ...timestamps,
  },
  (t) => [index("fundraisers_created_idx").on(t.createdAt)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject"),
    message: text("message").notNull(),
    /** Decision 020, filled by server/modules/supporters/link.ts (supporters.id). */
    supporterId: uuid("supporter_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_supporter_idx").on(t.supporterId),
  ],
);
