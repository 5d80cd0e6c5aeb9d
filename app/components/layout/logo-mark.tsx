import { Shield } from "lucide-react";
import { cn } from "~/lib/cn";
import { useSite } from "~/lib/site";
import { imageUrlAtWidth } from "../../../shared/domain/images";

/** The organisation's mark: the logo from /admin/settings (an upload: docs/decisions/005), else the shield. */
export function LogoMark({ size, className }: { size: number; className?: string }) {
  const site = useSite();
  return site.logoUrl ? (
    <img
      src={imageUrlAtWidth(site.logoUrl, 480)}
      alt=""
      width={size}
      height={size}
      className={cn("object-contain", className)}
    />
  ) : (
    <Shield aria-hidden="true" className={cn("text-accent", className)} />
  );
}
