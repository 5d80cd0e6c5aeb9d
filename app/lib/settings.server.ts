// The routes' way to the organisation's settings (docs/architecture.md "Settings").
export { getSiteSettings, updateSiteSettings } from "../../server/services/settings/site-settings";
export { getPaymentsStatus } from "../../server/services/settings/payments-status";
