// server/services/ticketing as the event pages and the event back office call it: route modules reach server/ only through
// *.server.ts modules (docs/architecture.md "Layout").
export {
  getEventDetail,
  listEvents,
  listEventUrls,
  listUpcomingEvents,
} from "../../server/services/ticketing/events";
export {
  registrationBySession,
  releaseAbandonedHold,
} from "../../server/services/ticketing/registration-status";
export { createRegistration } from "../../server/services/ticketing/registrations";
export {
  holdReleasePath,
  startTicketCheckout,
} from "../../server/services/ticketing/ticket-checkout";
export { managePath } from "../../server/services/ticketing/self-service-links";
export {
  createEvent,
  deleteEvent,
  getEventManageData,
  listAdminEvents,
  updateEvent,
} from "../../server/services/ticketing/events-admin";
export { getDoorList, listDoorEvents } from "../../server/services/ticketing/door-list-admin";
export {
  deleteRegistration,
  getEventSummary,
  getRegistrationStats,
  listEventRegistrations,
  registrationExportBatches,
  releaseHold,
  resolveRefund,
  updateRegistration,
} from "../../server/services/ticketing/registrations-admin";
export {
  createTicketType,
  deleteTicketType,
  reorderTicketTypes,
  updateTicketType,
} from "../../server/services/ticketing/ticket-types-admin";
export {
  getAttendeeMailPage,
  sendAttendeeMail,
} from "../../server/services/ticketing/attendee-mail-admin";
export { refundRegistration } from "../../server/services/payments/refunds";
export { checkPromoCode } from "../../server/services/ticketing/promo-codes";
export {
  createPromoCode,
  deletePromoCode,
  getPromoCodesPage,
  setPromoCodeActive,
  updatePromoCode,
} from "../../server/services/ticketing/promo-codes-admin";
