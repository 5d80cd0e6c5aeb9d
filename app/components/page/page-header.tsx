import type { ReactNode } from "react";

/** The hero band at the top of a public page. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="bg-primary px-4 py-16 text-center text-primary-foreground">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      {children ? (
        <div className="mx-auto mt-4 max-w-2xl text-lg opacity-90">{children}</div>
      ) : null}
    </section>
  );
}
