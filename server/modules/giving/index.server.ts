// The entry of server/modules/giving: the only file other code imports from it (docs/architecture.md "Modules").
export { handleDonationPaymentEvent } from "./donation-fulfilment";
export { GENERAL_FUND } from "./donation-receipt";
export {
  createDonationCheckout,
  getDonatePageData,
  verifyDonationSession,
  type DonationVerification,
} from "./donations";
export {
  DONATION_CSV_COLUMNS,
  donationCsvBatches,
  donationSearch,
  listDonations,
} from "./donations-admin";
export {
  giftAt,
  givingByMethod,
  sumTotals,
  totalsColumns,
  totalsOf,
  yearRange,
  type GiftMethod,
  type GiftTotals,
} from "./giving-figures";
export {
  designationChoices,
  liveReceiptsOfGifts,
  receiptPdfById,
  receiptPdfFilename,
  recordOfflineGift,
  sendDonationReceipt,
  supporterPrefill,
} from "./receipts-admin";
export { listRecurringGifts } from "./subscriptions-admin";
export { getRecurringGift, type RecurringGift } from "./recurring-gift";
export {
  cancelRecurringGift,
  changeRecurringGift,
  pauseRecurringGift,
  recurringGiftCardUrl,
  resumeRecurringGift,
} from "./subscriptions-manage";
