// server/services/giving as the donation pages and the back office call it: route modules reach server/ only through
// *.server.ts modules (docs/architecture.md "Layout").
export {
  cancelRecurringGift,
  createDonationCheckout,
  getDonatePageData,
  getRecurringGift,
  verifyDonationSession,
} from "../../server/services/giving/donations";
export {
  changeRecurringGift,
  pauseRecurringGift,
  recurringGiftCardUrl,
  resumeRecurringGift,
} from "../../server/services/giving/subscriptions-manage";
export { listRecurringGifts } from "../../server/services/giving/subscriptions-admin";
export {
  DONATION_CSV_COLUMNS,
  donationCsvBatches,
  listDonations,
} from "../../server/services/giving/donations-admin";
export { refundDonation } from "../../server/services/payments/refunds";
