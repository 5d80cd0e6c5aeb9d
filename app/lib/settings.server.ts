// The routes' way to the organisation's settings (docs/architecture.md "Settings").
export { getSiteSettings, updateSiteSettings } from "../../server/core/site-settings";
export { getPaymentsStatus } from "../../server/core/payments-status";
