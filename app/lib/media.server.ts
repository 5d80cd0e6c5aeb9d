// server/services/media as the back-office photo screens call it: route modules reach server/ only through
// *.server.ts modules (docs/architecture.md "Layout").
export {
  addEventPhotos,
  deleteEventPhoto,
  listEventPhotos,
  moveEventPhoto,
} from "../../server/modules/media/event-photos";
export {
  addTicketTypePhotos,
  deleteTicketTypePhoto,
  listTicketTypePhotos,
  reorderTicketTypePhotos,
} from "../../server/modules/media/ticket-type-photos";
