// server/services/supporters as the back office's supporter pages call it: route modules reach server/ only
// through *.server.ts modules (docs/architecture.md "Layout").
export {
  SUPPORTER_CSV_COLUMNS,
  getSupporter,
  listSupporters,
  mergeSupporters,
  supporterCsvBatches,
  updateSupporter,
} from "../../server/modules/supporters/supporters-admin";
