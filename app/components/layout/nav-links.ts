// SPEC §2 "Header": the navigation links and their active rule.
/** The header draws this link as its primary button (desktop, phone bar and menu). */
export const DONATE_PATH = "/donate";

export const navLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/fundraisers", label: "Fundraisers" },
  { to: "/events", label: "Events" },
  { to: "/donate", label: "Donate" },
  { to: "/contact", label: "Contact" },
] as const;

/** Home is active only on "/"; every other link when the path starts with its own. */
export function isNavLinkActive(to: string, pathname: string) {
  return to === "/" ? pathname === "/" : pathname.startsWith(to);
}
