// server/services/ticketing's buyer self-service and waitlist as the public pages and the
// event back office call them (docs/decisions/017-self-service-and-waitlist.md); route modules
// reach server/ only through *.server.ts modules (docs/architecture.md "Layout").
export {
  cancelOwnRegistration,
  getOwnRegistration,
  ownRegistrationCalendar,
  updateOwnGuests,
  type CancelOutcome,
  type OwnRegistration,
} from "../../server/modules/orders/self-service";
export { joinWaitlist, viewOffer, type OfferView } from "../../server/modules/events/waitlist";
export {
  getWaitlistPage,
  offerEntry,
  removeEntry,
  type AdminWaitlistEntry,
  type WaitlistPage,
} from "../../server/modules/events/waitlist-admin";
