// The entry of server/modules/back-office: the only file other code imports from it (docs/architecture.md "Modules").
export { getDashboardCounts, getDashboardStats, getRaisedTotals } from "./dashboard";
export { listEmailTemplates, resetEmailTemplate, saveEmailTemplate } from "./email-templates-admin";
export { getOutboxAttachment, listOutbox, retryEmail, retryUnsentEmails } from "./outbox-admin";
export { reportCsv } from "./report-csv-admin";
export { getReport, type Report } from "./reports-admin";
