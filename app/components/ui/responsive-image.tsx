import type { ComponentProps } from "react";
import { preload } from "react-dom";
import { responsiveImageSources } from "../../../shared/domain/images";

type Props = Omit<ComponentProps<"img">, "src" | "srcSet" | "loading" | "width" | "height"> & {
  src: string;
  alt: string;
  /** Rendered size hint for the browser's choice, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** Intrinsic aspect (the box is cropped with object-cover), so the layout never shifts. */
  width: number;
  height: number;
  /** Above the fold: preloaded with high priority and never lazy (docs/decisions/003). */
  priority?: boolean;
  /** The largest width worth sending (box width × pixel density): the srcset stops at the first stored width that covers it. */
  maxWidth?: number;
};

/** An uploaded image as responsive WebP from its stored widths (srcset + sizes), lazy unless it is the hero. */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  priority = false,
  maxWidth,
  ...rest
}: Props) {
  const sources = responsiveImageSources(src, maxWidth);
  if (priority) {
    preload(sources?.src ?? src, {
      as: "image",
      fetchPriority: "high",
      ...(sources ? { imageSrcSet: sources.srcSet, imageSizes: sizes } : {}),
    });
  }
  return (
    <img
      src={sources?.src ?? src}
      srcSet={sources?.srcSet}
      sizes={sources ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      {...rest}
    />
  );
}
