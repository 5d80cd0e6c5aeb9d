// The entry of server/core: the only file other code imports from it (docs/architecture.md "Modules").
export { recordAudit, type Actor } from "./audit";
export { listAudit } from "./audit-log-admin";
export {
  DONATION_CHECKOUT_LIMITS,
  TICKET_CHECKOUT_LIMITS,
  consumeCheckoutLimits,
} from "./checkout-limits";
export { clientKey } from "./client-key";
export {
  getEmailTemplate,
  organisationValues,
  renderEmailTemplate,
  siteSettingsIn,
  type MailServices,
} from "./email-templates";
export { lockEvent } from "./locks";
export {
  applyPaymentEvent,
  paymentEventRoute,
  type DispatchResult,
  type FulfilmentContext,
  type PaymentEventHandler,
  type PaymentServices,
} from "./payment-events";
export { getPaymentsStatus, type PaymentsStatus } from "./payments-status";
export { startJobs, type Job } from "./scheduler";
export {
  entryOfOfferToken,
  managePath,
  manageToken,
  offerPath,
  offerToken,
  registrationOfManageToken,
} from "./self-service-links";
export { getSiteSettings, organisationSender, updateSiteSettings } from "./site-settings";
export { consumeRateLimit, type RateLimit } from "../http/rate-limit";
export { withClientAddress } from "../http/client-address";
export { isDemoProvider } from "../payments/demo-provider";
export { isDemoSessionExpired, successUrlFor } from "../payments/demo-sessions";
