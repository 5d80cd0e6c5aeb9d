import { PlaceholderSection } from "./form-fields";
import { PhotoManager } from "./photo-manager";

/** SPEC "Admin events": the gallery appears only when editing (its photos need the event's id). */
export function EventGallerySection({ eventId }: { eventId: string | null }) {
  if (!eventId) {
    return (
      <PlaceholderSection title="Event Gallery">
        Save the event first to add gallery photos.
      </PlaceholderSection>
    );
  }
  return (
    <PhotoManager
      title="Event Gallery"
      endpoint={`/admin/events/${eventId}/gallery`}
      folder={`event-galleries/${eventId}`}
      reorder="swap"
    />
  );
}
