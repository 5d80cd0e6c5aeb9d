import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Photo } from "../../../server/modules/events/index.server";

/** A grid of photos; each opens full size in a new tab. */
export function PhotoGrid({
  photos,
  label,
  columns = 3,
}: {
  photos: Photo[];
  label: string;
  columns?: 2 | 3;
}) {
  return (
    <ul
      className={columns === 3 ? "grid grid-cols-2 gap-3 sm:grid-cols-3" : "grid grid-cols-2 gap-2"}
    >
      {photos.map((photo, i) => {
        const alt = photo.caption || `${label}, photo ${i + 1}`;
        return (
          <li key={photo.id}>
            <figure>
              <a
                href={photo.imageUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ResponsiveImage
                  src={photo.imageUrl}
                  alt={`${alt} (opens full size in a new tab)`}
                  sizes={
                    columns === 3
                      ? "(min-width: 1024px) 22vw, (min-width: 640px) 33vw, 50vw"
                      : "(min-width: 1024px) 15vw, 45vw"
                  }
                  width={400}
                  height={400}
                  maxWidth={640}
                  className="aspect-square w-full object-cover transition-transform duration-300 hover:scale-105"
                />
              </a>
              {photo.caption ? (
                <figcaption className="mt-1 text-xs text-muted-foreground">
                  {photo.caption}
                </figcaption>
              ) : null}
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
