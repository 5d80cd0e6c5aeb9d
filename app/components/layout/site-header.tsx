import { Share2, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/root-data";
import { useSite } from "~/lib/site";
import { LogoMark } from "./logo-mark";
import { DONATE_PATH, isNavLinkActive, navLinks } from "./nav-links";

function AuthButtons() {
  const user = useRootData()?.user;
  if (!user) {
    return (
      // Quiet on purpose: visitors come for Donate, staff know where to sign in (SPEC §2 keeps the text).
      <Button
        asChild
        size="sm"
        variant="ghost"
        className="text-muted-foreground hover:text-foreground"
      >
        <Link to="/login">Admin Login</Link>
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button asChild size="sm">
        <Link to="/admin">Admin Panel</Link>
      </Button>
      {/* A document navigation: Clear-Site-Data runs before the next page loads (docs/decisions/015-offline-check-in.md). */}
      <Form method="post" action="/logout" reloadDocument>
        <Button type="submit" size="sm" variant="outline">
          Sign Out
        </Button>
      </Form>
    </div>
  );
}

function SocialLink() {
  const site = useSite();
  // SPEC §2: the header carries one external social link: the first of the settings' links.
  const social = site.social[0];
  if (!social) return null;
  return (
    <a
      href={social.url}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded-md p-2 text-muted-foreground hover:text-primary"
      aria-label={`${site.name} on ${social.label} (opens in a new tab)`}
    >
      <Share2 aria-hidden="true" className="size-5" />
    </a>
  );
}

function Logo() {
  const site = useSite();
  return (
    <Link
      to="/"
      className="flex items-center gap-2 font-bold text-primary"
      aria-label={`${site.name} home`}
    >
      <LogoMark size={28} className="size-7" />
      <span className="text-xl">{site.name}</span>
    </Link>
  );
}

const MENU_ID = "mobile-menu";
/**
 * Shown while the menu is open / closed, without a script (the popover's own state): see
 * MobileMenu. MENU_ID is spelled out because Tailwind reads class names as written.
 */
const WHEN_OPEN = "hidden group-has-[#mobile-menu:popover-open]/header:inline";
const WHEN_CLOSED = "group-has-[#mobile-menu:popover-open]/header:hidden";

/**
 * SPEC §2: on small screens the menu is collapsible and closes when a link is used.
 * It is an HTML popover (docs/decisions/024-pages-without-scripts.md): the one
 * menu button opens and closes it without any script, so it works on pages sent
 * without scripts; its name ("Open menu" / "Close menu"), its icon and the Donate
 * button follow the popover's state through CSS. A page that hydrated also says
 * `aria-expanded` and closes the menu itself on a client-side navigation. The
 * sheet hangs below the sticky header (`.site-menu`, app/theme.css).
 */
function MobileMenu({ links }: { links: React.ReactNode }) {
  const { pathname } = useLocation();
  const menu = useRef<HTMLDivElement>(null);
  // Undefined until hydrated: without a script the browser exposes the popover's state itself.
  const [expanded, setExpanded] = useState<boolean>();
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    setExpanded(element.matches(":popover-open"));
    const onToggle = (event: Event) => setExpanded((event as ToggleEvent).newState === "open");
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, []);
  // A client-side navigation keeps the document (and an open popover): close it.
  const close = () => {
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  };
  useEffect(close, [pathname]);
  return (
    <>
      <div className="flex items-center gap-2 lg:hidden">
        {/* The primary action stays one tap away on a phone, menu closed. */}
        <Button asChild size="sm" variant="accent" className={WHEN_CLOSED}>
          <Link to={DONATE_PATH}>Donate</Link>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          popoverTarget={MENU_ID}
          aria-controls={MENU_ID}
          aria-expanded={expanded}
        >
          <Menu aria-hidden="true" className={WHEN_CLOSED} />
          <X aria-hidden="true" className={WHEN_OPEN} />
          <span className={cn("sr-only", WHEN_CLOSED)}>Open menu</span>
          <span className={cn("sr-only", WHEN_OPEN)}>Close menu</span>
        </Button>
      </div>
      {/* No display utility on the popover itself: it would show the closed menu. */}
      <div
        id={MENU_ID}
        ref={menu}
        popover="auto"
        className="site-menu inset-x-0 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b bg-background p-0 px-4 pb-4 text-foreground shadow-lg lg:hidden"
        onClick={(event) => {
          // A link, even to the page already open, takes the visitor on (Sign Out reloads the page).
          if ((event.target as Element).closest("a")) close();
        }}
      >
        <nav aria-label="Mobile" className="flex flex-col py-2">
          {links}
        </nav>
        <div className="flex items-center gap-3">
          <SocialLink />
          <AuthButtons />
        </div>
      </div>
    </>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();

  const links = (mobile: boolean) =>
    navLinks.map((link) => {
      const active = isNavLinkActive(link.to, pathname);
      // Donate is the site's primary action: still SPEC §2's nav link, drawn as the accent button.
      const primary = link.to === DONATE_PATH;
      return (
        <Link
          key={link.to}
          to={link.to}
          aria-current={active ? "page" : undefined}
          className={cn(
            primary
              ? cn(
                  buttonVariants({ variant: "accent", size: "sm" }),
                  "lg:ml-2",
                  active && "ring-2 ring-accent ring-offset-2",
                )
              : cn(
                  "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-secondary",
                  active ? "text-accent" : "text-foreground",
                ),
            mobile && (primary ? "mt-2 h-11 text-base" : "block text-base"),
          )}
        >
          {link.label}
        </Link>
      );
    });

  return (
    <header className="group/header sticky top-0 z-40 border-b bg-background/95 backdrop-blur [anchor-name:--site-header]">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {links(false)}
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <SocialLink />
          <AuthButtons />
        </div>
        <MobileMenu links={links(true)} />
      </div>
    </header>
  );
}
