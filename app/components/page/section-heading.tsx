import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A section's h2 with an accent rule and optional lead text. */
export function SectionHeading({
  id,
  title,
  children,
  align = "center",
}: {
  id?: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
}) {
  return (
    <div className={cn("mb-10", align === "center" ? "text-center" : "text-left")}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
        {title}
      </h2>
      <div
        aria-hidden="true"
        className={cn("mt-3 h-1 w-16 rounded-full bg-accent", align === "center" && "mx-auto")}
      />
      {children ? (
        <div
          className={cn(
            "mt-4 max-w-2xl text-lg text-muted-foreground text-pretty",
            align === "center" && "mx-auto",
          )}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
