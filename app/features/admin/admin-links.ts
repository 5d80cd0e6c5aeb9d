import {
  CalendarDays,
  HandHeart,
  LayoutDashboard,
  Mail,
  Users,
  BarChart3,
  Contact,
  DollarSign,
  DoorOpen,
  FileText,
  History,
  Inbox,
  MailPlus,
  Settings,
  UserCog,
} from "lucide-react";
import type { Permission } from "../../../shared/domain/staff-roles";

/** The back office's sections, in menu order; each shows only to roles with its permission. */
export const adminLinks: readonly {
  to: string;
  label: string;
  icon: typeof Users;
  end: boolean;
  permission: Permission;
}[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true, permission: "manage" },
  { to: "/admin/team", label: "Team", icon: Users, end: false, permission: "manage" },
  {
    to: "/admin/fundraisers",
    label: "Fundraisers",
    icon: HandHeart,
    end: false,
    permission: "manage",
  },
  { to: "/admin/events", label: "Events", icon: CalendarDays, end: false, permission: "manage" },
  { to: "/admin/door", label: "Door", icon: DoorOpen, end: false, permission: "door" },
  { to: "/admin/messages", label: "Messages", icon: Mail, end: false, permission: "manage" },
  {
    to: "/admin/donations",
    label: "Donations",
    icon: DollarSign,
    end: false,
    permission: "manage",
  },
  { to: "/admin/supporters", label: "Supporters", icon: Contact, end: false, permission: "manage" },
  { to: "/admin/reports", label: "Reports", icon: BarChart3, end: false, permission: "manage" },
  {
    to: "/admin/statements",
    label: "Statements",
    icon: FileText,
    end: false,
    permission: "manage",
  },
  { to: "/admin/outbox", label: "Outbox", icon: Inbox, end: false, permission: "manage" },
  { to: "/admin/activity", label: "Activity", icon: History, end: false, permission: "manage" },
  { to: "/admin/staff", label: "Staff", icon: UserCog, end: false, permission: "staff" },
  { to: "/admin/settings", label: "Settings", icon: Settings, end: true, permission: "settings" },
  {
    to: "/admin/settings/emails",
    label: "E-mail Templates",
    icon: MailPlus,
    end: false,
    permission: "settings",
  },
];
