// ADMIN_EMAIL + ADMIN_PASSWORD at start make sure that administrator exists.
import { eq } from "drizzle-orm";
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
  await options.db.update(user).set({ role: "admin" }).where(eq(user.email, email));
}
