// server/services/back-office as the back-office pages call it: route modules reach server/ only through
// *.server.ts modules (docs/architecture.md "Layout").
export { listAudit } from "../../server/core/audit";
export { getDashboardStats } from "../../server/modules/back-office/dashboard";
export { getReport, reportCsv, type Report } from "../../server/modules/back-office/reports-admin";
export {
  getOutboxAttachment,
  listOutbox,
  retryEmail,
  retryUnsentEmails,
} from "../../server/modules/back-office/outbox-admin";
export {
  listEmailTemplates,
  resetEmailTemplate,
  saveEmailTemplate,
} from "../../server/modules/back-office/email-templates-admin";
export { organisationValues } from "../../server/core/email-templates";
export { getSiteSettings } from "../../server/core/site-settings";
