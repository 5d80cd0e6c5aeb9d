import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The navy hero band at the top of a public page: eyebrow, title, lead text and actions. */
export function HeroBanner({
  eyebrow,
  title,
  children,
  actions,
  size = "md",
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <section
      className={cn(
        "relative isolate overflow-hidden bg-primary px-4 text-center text-primary-foreground",
        size === "lg" ? "py-20 sm:py-28" : "py-14 sm:py-20",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,oklch(0.45_0.12_260/.9),transparent_55%),radial-gradient(circle_at_85%_80%,oklch(0.45_0.17_27/.55),transparent_50%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-1.5 bg-[repeating-linear-gradient(90deg,var(--accent)_0_40px,white_40px_80px)] opacity-80"
      />
      <div className="mx-auto max-w-3xl">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-white/85">
            {eyebrow}
          </p>
        ) : null}
        <h1
          className={cn(
            "font-bold tracking-tight text-balance",
            size === "lg" ? "text-4xl sm:text-6xl" : "text-4xl sm:text-5xl",
          )}
        >
          {title}
        </h1>
        {children ? (
          <div className="mx-auto mt-5 max-w-2xl text-lg text-white/90 text-pretty">{children}</div>
        ) : null}
        {actions ? (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>
        ) : null}
      </div>
    </section>
  );
}
