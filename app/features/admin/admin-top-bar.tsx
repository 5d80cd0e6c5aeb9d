import { ExternalLink } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useSite } from "~/lib/site";
import { isStaffRole, ROLE_LABELS } from "../../../shared/domain/staff-roles";
import { AdminMenuDrawer } from "./admin-menu-drawer";
import { LogoMark } from "~/components/layout/logo-mark";

export function roleLabel(role: string) {
  return isStaffRole(role) ? ROLE_LABELS[role] : role;
}

/**
 * The back office's top bar: the organisation (from /admin/settings) with a way back to the
 * public site, and who is signed in with their role and Sign Out. The public header is not
 * shown in the back office (app/root.tsx), so this is where those live.
 */
export function AdminTopBar({ name, role }: { name: string; role: string }) {
  const site = useSite();
  const person = `${name} (${roleLabel(role)})`;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur print:hidden">
      <div className="flex h-14 items-center gap-2 px-4">
        <AdminMenuDrawer role={role} person={person} />
        <Link to="/admin" className="flex min-w-0 items-center gap-2 font-bold text-primary">
          <LogoMark size={24} className="size-6 shrink-0" />
          <span className="truncate">{site.name}</span>
        </Link>
        <a
          href="/"
          className="hidden shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-muted-foreground hover:bg-secondary hover:text-foreground sm:inline-flex"
        >
          View site <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
        <div className="ml-auto flex shrink-0 items-center gap-3">
          <p className="hidden text-right text-sm leading-tight md:block">
            <span className="block font-medium">{name}</span>
            <span className="block text-muted-foreground">{roleLabel(role)}</span>
          </p>
          {/* A document navigation: Clear-Site-Data runs before the next page loads (docs/decisions/015-offline-check-in.md). */}
          <Form method="post" action="/logout" reloadDocument>
            <Button type="submit" size="sm" variant="outline">
              Sign Out
            </Button>
          </Form>
        </div>
      </div>
    </header>
  );
}
