import { NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { can } from "../../../shared/domain/staff-roles";
import { adminLinks } from "./admin-links";

/** The back office's section menu: the sidebar on wide screens, the drawer's content on phones. */
export function AdminSectionMenu({ role, onNavigate }: { role: string; onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin">
      <ul className="flex flex-col gap-1">
        {adminLinks
          .filter((link) => can(role, link.permission))
          .map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
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
  );
}
