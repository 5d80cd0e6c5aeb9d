import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A friendly empty or failure state: icon, heading, text and an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  role,
  headingLevel = 2,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  role?: "alert" | "status";
  /** 1 when the state is the whole page (e.g. Event Not Found). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div
      role={role}
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed bg-card px-6 py-14 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary">
        <Icon aria-hidden="true" className="size-8 text-primary" />
      </span>
      <Heading className="mt-5 text-2xl font-semibold text-primary">{title}</Heading>
      {children ? <div className="mt-2 text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
