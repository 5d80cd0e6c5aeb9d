// server/services/giving as the donation pages and the back office call it: route modules reach server/ only through
// *.server.ts modules (docs/architecture.md "Layout").
export {
  cancelRecurringGift,
  createDonationCheckout,
  getDonatePageData,
  getRecurringGift,
  verifyDonationSession,
} from "../../server/modules/giving/donations";
export {
  changeRecurringGift,
  pauseRecurringGift,
  recurringGiftCardUrl,
  resumeRecurringGift,
} from "../../server/modules/giving/subscriptions-manage";
export { listRecurringGifts } from "../../server/modules/giving/subscriptions-admin";
export {
  DONATION_CSV_COLUMNS,
  donationCsvBatches,
  listDonations,
} from "../../server/modules/giving/donations-admin";
export { refundDonation } from "../../server/modules/refunds/refunds";
