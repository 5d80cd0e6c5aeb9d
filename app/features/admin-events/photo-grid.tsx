// A grid of gallery or ticket photos with move up / down (disabled at the ends)
// and delete (SPEC "Admin events" gallery, "Ticket Types manager" Ticket Photos).
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { AdminPhoto } from "../../../server/modules/media/index.server";
import { imageUrlAtWidth } from "../../../shared/domain/images";

type Props = {
  label: string;
  photos: AdminPhoto[];
  busy: boolean;
  onMove: (index: number, direction: "up" | "down") => void;
  onDelete: (photo: AdminPhoto) => void;
};

export function PhotoGrid({ label, photos, busy, onMove, onDelete }: Props) {
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={label}>
      {photos.map((photo, index) => {
        const n = index + 1;
        return (
          <li
            key={photo.id}
            className="overflow-hidden rounded-md border bg-card"
            data-testid="photo-item"
          >
            <img
              src={imageUrlAtWidth(photo.imageUrl, 480)}
              alt={`Photo ${n}`}
              className="aspect-[4/3] w-full object-cover"
              loading="lazy"
            />
            <div className="flex items-center justify-between gap-1 p-1">
              <div className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move photo ${n} up`}
                  title="Move up"
                  disabled={busy || index === 0}
                  onClick={() => onMove(index, "up")}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move photo ${n} down`}
                  title="Move down"
                  disabled={busy || index === photos.length - 1}
                  onClick={() => onMove(index, "down")}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Delete photo ${n}`}
                title="Delete"
                disabled={busy}
                onClick={() => onDelete(photo)}
              >
                <Trash2 aria-hidden="true" className="text-destructive" />
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
