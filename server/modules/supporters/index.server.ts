// The entry of server/modules/supporters: the only file other code imports from it (docs/architecture.md "Modules").
export { ensureSupporter, linkUnlinkedSupporters } from "./link";
export {
  SUPPORTER_CSV_COLUMNS,
  getSupporter,
  listSupporters,
  mergeSupporters,
  supporterCsvBatches,
  supporterSearch,
  updateSupporter,
  type SupporterDetail,
  type SupporterSummary,
} from "./supporters-admin";
