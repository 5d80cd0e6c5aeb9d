// server/services/back-office as the back-office pages call it: route modules reach server/ only through
// *.server.ts modules (docs/architecture.md "Layout").
export { listAudit } from "../../server/services/back-office/audit";
export { getDashboardStats } from "../../server/services/back-office/dashboard";
export { getReport, reportCsv, type Report } from "../../server/services/back-office/reports-admin";
export {
  getOutboxAttachment,
  listOutbox,
  retryEmail,
  retryUnsentEmails,
} from "../../server/services/back-office/outbox-admin";
export {
  listEmailTemplates,
  resetEmailTemplate,
  saveEmailTemplate,
} from "../../server/services/back-office/email-templates-admin";
export { organisationValues } from "../../server/services/settings/email-templates";
export { getSiteSettings } from "../../server/services/settings/site-settings";
