// ADMIN_EMAIL + ADMIN_PASSWORD at start make sure that account exists, and
// bootstrap the first owner (docs/decisions/013-staff-roles.md): the account
// becomes an owner when it is created now or when the site has no owner. An
// owner who was deliberately removed from the staff is not put back by a restart.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import type { Auth } from "./auth";

export async function ensureAdminAccount(options: {
  db: Db;
  auth: Auth;
  email: string;
  password: string;
}) {
  const email = options.email.toLowerCase();
  const [existing] = await options.db.select().from(user).where(eq(user.email, email));
  if (!existing) {
    await options.auth.api.signUpEmail({
      body: { email, password: options.password, name: "Admin" },
    });
  }
  await options.db
    .update(user)
    .set({ role: "owner" })
    .where(
      existing
        ? sql`${user.email} = ${email} AND NOT EXISTS (SELECT 1 FROM "user" WHERE role = 'owner')`
        : eq(user.email, email),
    );
}
