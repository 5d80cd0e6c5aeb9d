// server/services/receipts as the back office calls it (decision 020): offline gifts,
// receipt e-mails and PDFs. Route modules reach server/ only through *.server.ts modules.
export {
  designationChoices,
  liveReceiptsOfGifts,
  receiptPdfById,
  receiptPdfFilename,
  recordOfflineGift,
  sendDonationReceipt,
  supporterPrefill,
} from "../../server/modules/giving/receipts-admin";
