import { Outlet } from "react-router";
import { AdminShell } from "~/features/admin/admin-shell";
import { requireAdmin } from "~/lib/guard.server";
import type { Route } from "./+types/layout";

// SPEC §2 admin guard, on the server: anonymous → /login, non-admin → / with Access Denied.
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdmin(request, context);
  return { name: user.name };
}

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
