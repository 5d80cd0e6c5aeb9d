// The entry of server/modules/receipts: the only file other code imports from it (docs/architecture.md "Modules").
export {
  issueDonationReceipt,
  issueMissingReceipts,
  issueOrderReceipt,
  reconcileReceiptAfterRefund,
  renderReceiptText,
  type Receipt,
} from "./issue";
export { receiptPdf, type Letterhead } from "./pdf";
