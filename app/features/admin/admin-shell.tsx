import type { ReactNode } from "react";
import { AdminPending } from "~/components/admin/admin-page-skeleton";
import { AdminSectionMenu } from "./admin-section-menu";
import { AdminTopBar } from "./admin-top-bar";

/**
 * The back office frame: a top bar, the section menu as a sidebar (a drawer on phones) and the
 * page. It owns the page's <main id="main">, the skip link's target (app/root.tsx renders the
 * public header, footer and main only outside /admin), so "Skip to content" skips the menu.
 */
export function AdminShell({
  name,
  role,
  children,
}: {
  name: string;
  role: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-1 flex-col">
      <AdminTopBar name={name} role={role} />
      <div className="flex flex-1">
        <aside className="hidden w-60 shrink-0 border-r bg-muted/30 px-3 py-6 lg:block print:hidden">
          <div className="sticky top-20">
            <AdminSectionMenu role={role} />
          </div>
        </aside>
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8"
        >
          <div className="mx-auto max-w-6xl">
            <AdminPending>{children}</AdminPending>
          </div>
        </main>
      </div>
    </div>
  );
}
