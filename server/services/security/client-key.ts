// DESIGN "Security": per-client limits key on a hash of the client's address,
// so no address is kept in the database (docs/security.md §7).
import { createHash } from "node:crypto";

/** The key a client's attempts and holds are counted under. */
export function clientKey(clientIp: string) {
  return createHash("sha256").update(clientIp).digest("hex").slice(0, 32);
}
