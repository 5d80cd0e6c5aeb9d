// The entry of server/modules/events: the only file other code imports from it (docs/architecture.md "Modules").
export { getEventSummary } from "./event-summary";
export {
  getEventDetail,
  listEventUrls,
  listEvents,
  listUpcomingEvents,
  type EventCard,
  type EventDetail,
  type Photo,
  type PublicTicketType,
  type UpcomingEventSummary,
} from "./events";
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
export {
  adjustSold,
  countSeats,
  holdLimitShortage,
  holdsSeats,
  inOrder,
  orderShortage,
  reactivationShortage,
  releaseHolds,
  releaseHoldsOfEmail,
} from "./seats";
export { seatsFreed } from "./seats-freed";
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
  joinWaitlist,
  sweepWaitlists,
  viewOffer,
  waitlistGate,
  type OfferView,
  type WaitlistEntry,
  type WaitlistServices,
} from "./waitlist";
export {
  getWaitlistPage,
  offerEntry,
  removeEntry,
  type AdminWaitlistEntry,
  type WaitlistPage,
} from "./waitlist-admin";
