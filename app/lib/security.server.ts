// Per-client limits the public actions apply: registrations and sign-in attempts.
export {
  isLoginThrottled,
  LOGIN_THROTTLED_MESSAGE,
  recordLoginFailure,
  recordLoginSuccess,
} from "../../server/auth/login-throttle";
export { consumeRateLimit, type RateLimit } from "../../server/services/security/rate-limit";
export { clientKey } from "../../server/services/security/client-key";
