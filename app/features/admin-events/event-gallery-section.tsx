import { PlaceholderSection } from "./form-fields";

/**
 * SPEC "Admin events": the gallery appears only when editing. The photo grid
 * (move up / down, delete after 'Are you sure you want to delete this photo?')
 * is added after merging feat/backoffice, with
 * <ImageUpload value onChange folder={`event-galleries/${eventId}`} />.
 */
export function EventGallerySection({ eventId }: { eventId: string | null }) {
  if (!eventId) {
    return <PlaceholderSection title="Event Gallery">Save the event first to add gallery photos.</PlaceholderSection>;
  }
  return <PlaceholderSection title="Event Gallery">Gallery photo uploads are coming soon.</PlaceholderSection>;
}
