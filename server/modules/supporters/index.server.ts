// The entry of server/modules/supporters: the only file other code imports from it (docs/architecture.md "Modules").
export { ensureSupporter, linkUnlinkedSupporters } from "./link";
export { SUPPORTER_CSV_COLUMNS, supporterCsvBatches } from "./supporters-csv-admin";
export { getSupporter, type SupporterDetail } from "./supporter-detail-admin";
export { updateSupporter } from "./supporter-edit-admin";
export { type SupporterSummary } from "./supporter-figures-admin";
export { listSupporters, supporterSearch } from "./supporters-list-admin";
export { mergeSupporters } from "./supporter-merge-admin";
