// The entry of server/modules/media: the only file other code imports from it (docs/architecture.md "Modules").
export {
  addEventPhotos,
  deleteEventPhoto,
  galleryFolder,
  listEventPhotos,
  moveEventPhoto,
} from "./event-photos";
export { type PhotoServices } from "./photo-files";
export { type AdminPhoto } from "./photo-list";
export {
  addTicketTypePhotos,
  deleteTicketTypePhoto,
  listTicketTypePhotos,
  reorderTicketTypePhotos,
  ticketPhotoFolder,
} from "./ticket-type-photos";
export { UPLOADS_API_PATH, storeImage, uploadErrors } from "./uploads";
