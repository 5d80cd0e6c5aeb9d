// The entry of server/modules/receipts: the only file other code imports from it (docs/architecture.md "Modules").
export { issueDonationReceipt, issueOrderReceipt, type Receipt } from "./issue";
export { receiptPdf, type Letterhead } from "./pdf";
export { issueMissingReceipts } from "./receipt-backfill";
export { renderReceiptText } from "./receipt-text";
export { reconcileReceiptAfterRefund } from "./receipt-voids";
