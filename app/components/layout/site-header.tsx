import { Share2, Menu, Shield, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/root-data";
import { useSite } from "~/lib/site";
import { imageUrlAtWidth } from "../../../shared/domain/images";
import { DONATE_PATH, isNavLinkActive, navLinks } from "./nav-links";

function AuthButtons({ onNavigate }: { onNavigate?: () => void }) {
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
        <Link to="/login" onClick={onNavigate}>
          Admin Login
        </Link>
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button asChild size="sm">
        <Link to="/admin" onClick={onNavigate}>
          Admin Panel
        </Link>
      </Button>
      <Form method="post" action="/logout" onSubmit={onNavigate}>
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

export function SiteHeader() {
  const site = useSite();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // The mobile menu closes whenever a link takes the visitor elsewhere.
  useEffect(() => setOpen(false), [pathname]);
  const close = () => setOpen(false);

  const links = (mobile: boolean) =>
    navLinks.map((link) => {
      const active = isNavLinkActive(link.to, pathname);
      // Donate is the site's primary action: still SPEC §2's nav link, drawn as the accent button.
      const primary = link.to === DONATE_PATH;
      return (
        <Link
          key={link.to}
          to={link.to}
          onClick={mobile ? close : undefined}
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
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 font-bold text-primary"
          aria-label={`${site.name} home`}
        >
          {/* The logo from /admin/settings (an upload: docs/decisions/005), else the shield. */}
          {site.logoUrl ? (
            <img
              src={imageUrlAtWidth(site.logoUrl, 480)}
              alt=""
              width={28}
              height={28}
              className="size-7 object-contain"
            />
          ) : (
            <Shield aria-hidden="true" className="size-7 text-accent" />
          )}
          <span className="text-xl">{site.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {links(false)}
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <SocialLink />
          <AuthButtons />
        </div>
        <div className="flex items-center gap-2 lg:hidden">
          {/* The primary action stays one tap away on a phone, menu closed. */}
          {open ? null : (
            <Button asChild size="sm" variant="accent">
              <Link to={DONATE_PATH}>Donate</Link>
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {open ? (
        <div id="mobile-menu" className="border-t bg-background px-4 pb-4 lg:hidden">
          <nav aria-label="Mobile" className="flex flex-col py-2">
            {links(true)}
          </nav>
          <div className="flex items-center gap-3">
            <SocialLink />
            <AuthButtons onNavigate={close} />
          </div>
        </div>
      ) : null}
    </header>
  );
}
