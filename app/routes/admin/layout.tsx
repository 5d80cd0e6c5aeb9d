import { Outlet } from "react-router";
import { AdminShell } from "~/features/admin/admin-shell";
import { requireStaff } from "~/lib/guard.server";
import type { Route } from "./+types/layout";

// SPEC §2 admin guard, on the server: anonymous → /login, non-staff → / with Access Denied;
// every staff role may enter, each page then asks for its own permission.
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(request, context, "door");
  return { name: user.name, role: user.role };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell name={loaderData.name} role={loaderData.role}>
      <Outlet />
    </AdminShell>
  );
}
