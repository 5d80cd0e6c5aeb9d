// server/services/ticketing as the event pages call it: route modules reach server/ only through
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
export { startTicketCheckout } from "../../server/services/ticketing/ticket-checkout";
