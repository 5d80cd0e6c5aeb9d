// The entry of server/modules/orders: the only file other code imports from it (docs/architecture.md "Modules").
export {
  getAttendeeMailPage,
  sendAttendeeMail,
  type AttendeeMailPage,
} from "./attendee-mail-admin";
export { applyCheckIns } from "./check-in-batch";
export { getDoorCopy } from "./door-copy";
export { getDoorList, listDoorEvents, type DoorList } from "./door-list-admin";
export { getEventManageData, type EventManageData } from "./event-manage-admin";
export { lookupReference } from "./reference-lookup";
export {
  deleteRegistration,
  releaseHold,
  resolveRefund,
  updateRegistration,
} from "./registration-changes-admin";
export { registrationExportBatches } from "./registration-export-admin";
export { handleRegistrationPaymentEvent } from "./registration-fulfilment";
export { expireLapsedHolds } from "./registration-holds";
export { registrationReference } from "./registration-reference";
export { registrationSearch } from "./registration-search-admin";
export { getRegistrationStats, type RegistrationStats } from "./registration-stats-admin";
export { createRegistration } from "./registrations";
export {
  listEventRegistrations,
  type AdminRegistration,
  type RegistrationPage,
} from "./registrations-admin";
export { cancelOwnRegistration, type CancelOutcome } from "./self-service-cancel";
export { updateOwnGuests } from "./self-service-guests";
export {
  getOwnRegistration,
  ownRegistrationCalendar,
  type OwnRegistration,
} from "./self-service-page";
export { holdReleasePath, startTicketCheckout } from "./ticket-checkout";
