import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  );
}
