// The entry of server/modules/refunds: the only file other code imports from it (docs/architecture.md "Modules").
export { handleRefundEvent } from "./refund-reconcile";
export { recordRefund, settleRefund } from "./refund-record";
export { type RefundServices } from "./refunds";
export { lockDonationTarget } from "./refund-record";
export { refundsOf, type RefundView } from "./refund-views";
export { refundDonation, refundRegistration } from "./refunds";
