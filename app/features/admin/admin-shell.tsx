import { CalendarDays, HandHeart, LayoutDashboard, Mail, Users } from "lucide-react";
import { BarChart3, Contact, DollarSign, DoorOpen, FileText, History, Inbox, MailPlus, Settings, UserCog } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { AdminPending } from "~/components/admin/admin-page-skeleton";
import { cn } from "~/lib/cn";
import { can, type Permission } from "../../../shared/domain/staff-roles";

export const adminLinks: readonly {
  to: string;
  label: string;
  icon: typeof Users;
  end: boolean;
  permission: Permission;
}[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true, permission: "manage" },
  { to: "/admin/team", label: "Team", icon: Users, end: false, permission: "manage" },
  { to: "/admin/fundraisers", label: "Fundraisers", icon: HandHeart, end: false, permission: "manage" },
  { to: "/admin/events", label: "Events", icon: CalendarDays, end: false, permission: "manage" },
  { to: "/admin/door", label: "Door", icon: DoorOpen, end: false, permission: "door" },
  { to: "/admin/messages", label: "Messages", icon: Mail, end: false, permission: "manage" },
  { to: "/admin/donations", label: "Donations", icon: DollarSign, end: false, permission: "manage" },
  { to: "/admin/supporters", label: "Supporters", icon: Contact, end: false, permission: "manage" },
  { to: "/admin/reports", label: "Reports", icon: BarChart3, end: false, permission: "manage" },
  { to: "/admin/statements", label: "Statements", icon: FileText, end: false, permission: "manage" },
  { to: "/admin/outbox", label: "Outbox", icon: Inbox, end: false, permission: "manage" },
  { to: "/admin/activity", label: "Activity", icon: History, end: false, permission: "manage" },
  { to: "/admin/staff", label: "Staff", icon: UserCog, end: false, permission: "staff" },
  { to: "/admin/settings", label: "Settings", icon: Settings, end: true, permission: "settings" },
  { to: "/admin/settings/emails", label: "E-mail Templates", icon: MailPlus, end: false, permission: "settings" },
];

/** The back office frame: a section menu beside the page. */
export function AdminShell({ role, children }: { role: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 lg:flex-row">
      <nav aria-label="Admin" className="lg:w-56 lg:shrink-0">
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {adminLinks
            .filter((link) => can(role, link.permission))
            .map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-secondary",
                    isActive && "bg-secondary text-primary",
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4" /> {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <AdminPending>{children}</AdminPending>
      </div>
    </div>
  );
}
