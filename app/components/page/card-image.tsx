import type { LucideIcon } from "lucide-react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";

/** A card's 16:9 picture, or a calm navy placeholder with an icon when there is none. */
export function CardImage({
  src,
  alt,
  icon: Icon,
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  className,
  children,
  priority = false,
}: {
  src: string | null;
  alt: string;
  icon: LucideIcon;
  sizes?: string;
  className?: string;
  children?: React.ReactNode;
  /** The first card of a page: likely the largest thing on a phone's first screen, so never lazy. */
  priority?: boolean;
}) {
  return (
    <div className={cn("relative aspect-video overflow-hidden bg-primary/90", className)}>
      {src ? (
        <ResponsiveImage
          src={src}
          alt={alt}
          sizes={sizes}
          width={1200}
          height={675}
          maxWidth={960}
          priority={priority}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-primary to-primary/70">
          <Icon aria-hidden="true" className="size-12 text-white/70" />
        </div>
      )}
      {children}
    </div>
  );
}
