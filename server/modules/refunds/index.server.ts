// The entry of server/modules/refunds: the only file other code imports from it (docs/architecture.md "Modules").
export {
  handleRefundEvent,
  lockDonationTarget,
  recordRefund,
  settleRefund,
} from "./refund-reconcile";
export {
  refundDonation,
  refundRegistration,
  refundsOf,
  type RefundServices,
  type RefundView,
} from "./refunds";
