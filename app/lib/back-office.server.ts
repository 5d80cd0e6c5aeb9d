// server/services/back-office as the back-office pages call it: route modules reach server/ only through
// *.server.ts modules (docs/architecture.md "Layout").
export {
  listAudit,
} from "../../server/services/back-office/audit";
export {
  getDashboardStats,
} from "../../server/services/back-office/dashboard";
export {
  listOutbox,
  retryEmail,
} from "../../server/services/back-office/outbox-admin";
