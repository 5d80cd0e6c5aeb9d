// DESIGN "Security": per-client limits key on a hash of the client's address,
// so no address is kept in the database (docs/security.md §7). An IPv6 client
// is its /64: one home or phone gets a whole /64 and can pick any address in it.
import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";

/** The first four groups of an IPv6 address (its /64), or the address itself. */
export function clientNetwork(clientIp: string) {
  if (!isIPv6(clientIp) || clientIp.includes(".")) return clientIp; // IPv4, or IPv4-mapped IPv6
  const [head = "", tail] = clientIp.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The key a client's attempts and holds are counted under. */
export function clientKey(clientIp: string) {
  return createHash("sha256").update(clientNetwork(clientIp)).digest("hex").slice(0, 32);
}
