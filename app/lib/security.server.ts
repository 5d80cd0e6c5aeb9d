// Per-client limits the public actions apply (registrations), and the client
// address a Better Auth call from an action must carry (sign-in throttling and
// the sign-up limit key on it: server/auth/abuse-hooks.ts).
export { withClientAddress } from "../../server/http/client-address";
export { consumeRateLimit, type RateLimit } from "../../server/core/rate-limit";
export { clientKey } from "../../server/core/client-key";
