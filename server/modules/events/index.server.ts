// The entry of server/modules/events: the only file other code imports from it (docs/architecture.md "Modules").
export { getEventSummary } from "./event-summary";
export {
  getEventDetail,
  type EventDetail,
  type Photo,
  type PublicTicketType,
} from "./event-detail";
export {
  listEventUrls,
  listEvents,
  listUpcomingEvents,
  type EventCard,
  type UpcomingEventSummary,
} from "./event-list";
export {
  createEvent,
  deleteEvent,
  listAdminEvents,
  updateEvent,
  type AdminEvent,
} from "./events-admin";
export {
  CODE_MESSAGES,
  assertUseLeft,
  checkPromoCode,
  discountOf,
  fieldError,
  usableCode,
} from "./promo-codes";
export {
  createPromoCode,
  deletePromoCode,
  getPromoCodesPage,
  setPromoCodeActive,
  updatePromoCode,
  type AdminPromoCode,
} from "./promo-codes-admin";
export { nextPublicChange } from "./public-clock";
export {
  registrationBySession,
  releaseAbandonedHold,
  type RegistrationReceipt,
} from "./registration-status";
export { firstLineOfOrder, inOrder, orderIdOfRow } from "./order-rows";
export { holdsSeats } from "./seat-conditions";
export { holdLimitShortage, releaseHolds, releaseHoldsOfEmail } from "./seat-holds";
export { orderShortage, reactivationShortage } from "./seat-shortages";
export { countSeats } from "./seats";
export { seatsFreed } from "./seats-freed";
export { adjustSold } from "./tickets-sold";
export {
  createTicketType,
  deleteTicketType,
  listTicketTypes,
  reorderTicketTypes,
  updateTicketType,
  type AdminTicketType,
} from "./ticket-types-admin";
export {
  OFFER_ONE_TYPE,
  afterOfferClaimed,
  viewOffer,
  waitlistGate,
  type OfferView,
} from "./waitlist-claims";
export { joinWaitlist } from "./waitlist-join";
export { type WaitlistEntry, type WaitlistServices } from "./waitlist-queue";
export { sweepWaitlists } from "./waitlist-sweep";
export {
  getWaitlistPage,
  offerEntry,
  removeEntry,
  type AdminWaitlistEntry,
  type WaitlistPage,
} from "./waitlist-admin";
export { registrationSeats, seatsSql } from "./seat-conditions";
