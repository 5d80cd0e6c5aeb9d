// The entry of server/modules/orders: the only file other code imports from it (docs/architecture.md "Modules").
export {
  getAttendeeMailPage,
  sendAttendeeMail,
  type AttendeeMailPage,
} from "./attendee-mail-admin";
export { applyCheckIns, getDoorCopy, lookupReference } from "./check-in";
export { getDoorList, listDoorEvents, type DoorList } from "./door-list-admin";
export { handleRegistrationPaymentEvent } from "./registration-fulfilment";
export { registrationReference } from "./registration-reference";
export { createRegistration, expireLapsedHolds } from "./registrations";
export {
  deleteRegistration,
  getEventManageData,
  getRegistrationStats,
  listEventRegistrations,
  registrationExportBatches,
  registrationSearch,
  releaseHold,
  resolveRefund,
  updateRegistration,
  type AdminRegistration,
  type EventManageData,
  type RegistrationPage,
  type RegistrationStats,
} from "./registrations-admin";
export {
  cancelOwnRegistration,
  getOwnRegistration,
  ownRegistrationCalendar,
  updateOwnGuests,
  type CancelOutcome,
  type OwnRegistration,
} from "./self-service";
export { holdReleasePath, startTicketCheckout } from "./ticket-checkout";
