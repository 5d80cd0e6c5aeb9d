// server/services/ticketing as the event pages and the event back office call it: route modules reach server/ only through
// *.server.ts modules (docs/architecture.md "Layout").
export {
  getEventDetail,
  listEvents,
  listEventUrls,
  listUpcomingEvents,
} from "../../server/modules/events/events";
export {
  registrationBySession,
  releaseAbandonedHold,
} from "../../server/modules/events/registration-status";
export { createRegistration } from "../../server/modules/orders/registrations";
export { holdReleasePath, startTicketCheckout } from "../../server/modules/orders/ticket-checkout";
export { managePath } from "../../server/core/self-service-links";
export {
  createEvent,
  deleteEvent,
  getEventManageData,
  listAdminEvents,
  updateEvent,
} from "../../server/modules/events/events-admin";
export { getDoorList, listDoorEvents } from "../../server/modules/orders/door-list-admin";
export {
  deleteRegistration,
  getEventSummary,
  getRegistrationStats,
  listEventRegistrations,
  registrationExportBatches,
  releaseHold,
  resolveRefund,
  updateRegistration,
} from "../../server/modules/orders/registrations-admin";
export {
  createTicketType,
  deleteTicketType,
  reorderTicketTypes,
  updateTicketType,
} from "../../server/modules/events/ticket-types-admin";
export {
  getAttendeeMailPage,
  sendAttendeeMail,
} from "../../server/modules/orders/attendee-mail-admin";
export { refundRegistration } from "../../server/modules/refunds/refunds";
export { checkPromoCode } from "../../server/modules/events/promo-codes";
export {
  createPromoCode,
  deletePromoCode,
  getPromoCodesPage,
  setPromoCodeActive,
  updatePromoCode,
} from "../../server/modules/events/promo-codes-admin";
