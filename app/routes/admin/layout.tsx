import { Outlet } from "react-router";
import { AdminShell } from "~/features/admin/admin-shell";
import { requireStaff } from "~/lib/guard.server";
import fullCssUrl from "~/app.css?url";
import type { Route } from "./+types/layout";

// SPEC §2 admin guard, on the server: anonymous → /login, non-staff → / with Access Denied;
// every staff role may enter, each page then asks for its own permission.
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(request, context, "door");
  return { name: user.name, role: user.role };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* docs/decisions/012: public pages inline only their own classes (app/public.css); the
          back office adds the full sheet. As a stylesheet resource React puts it in <head>
          (server render) and, on a client navigation into /admin, waits for it to load before
          showing the screen. Its own precedence, first seen after the inline sheet's "default",
          keeps it after that sheet, so where both hold a rule the full sheet's order wins (with
          "default" the server writes it first, and `hidden` beats the top bar's `sm:inline-flex`). */}
      <link rel="stylesheet" href={fullCssUrl} precedence="back-office" />
      <AdminShell name={loaderData.name} role={loaderData.role}>
        <Outlet />
      </AdminShell>
    </>
  );
}
