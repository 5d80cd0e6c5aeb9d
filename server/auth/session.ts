import type { AppServices, SessionUser } from "../context";
import { SESSION_COOKIE } from "../../shared/cookies";

/** The signed-in user of a request, or null. Skips the database when no session cookie is sent. */
export async function getSessionUser(
  services: AppServices,
  headers: Headers,
): Promise<SessionUser | null> {
  const cookie = headers.get("cookie");
  if (!cookie || !cookie.includes(SESSION_COOKIE)) return null;
  const session = await services.auth.api.getSession({ headers });
  if (!session) return null;
  const { id, name, email, role } = session.user as typeof session.user & { role?: string | null };
  return { id, name, email, role: role ?? "user" };
}
