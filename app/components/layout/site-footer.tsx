import { Share2, Mail, MapPin, Shield } from "lucide-react";
import { Link } from "react-router";
import { useRootData } from "~/lib/root-data";
import { useSite } from "~/lib/site";
import { copyrightLine } from "../../../shared/site";

const quickLinks = [
  { to: "/about", label: "About Us" },
  { to: "/fundraisers", label: "Fundraisers" },
  { to: "/events", label: "Events" },
  { to: "/contact", label: "Contact" },
];

export function SiteFooter() {
  const site = useSite();
  // Without root data (an error before the root loader ran), the year where the page is shown.
  const year = useRootData()?.year ?? new Date().getFullYear();
  const { address } = site;
  return (
    <footer className="bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-bold">
            <Shield aria-hidden="true" className="size-6" /> {site.name}
          </p>
          <p className="text-sm opacity-90">{site.blurb}</p>
        </div>
        <nav aria-label="Quick links" className="space-y-3">
          <h2 className="font-semibold">Quick Links</h2>
          <ul className="space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="opacity-90 hover:underline hover:opacity-100">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3">
          <h2 className="font-semibold">Follow Us</h2>
          <ul className="space-y-2">
            {site.social.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 text-sm opacity-90 hover:underline hover:opacity-100"
                >
                  <Share2 aria-hidden="true" className="size-4" /> {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-3">
          <h2 className="font-semibold">Get In Touch</h2>
          <p className="flex items-start gap-2 text-sm">
            <Mail aria-hidden="true" className="mt-0.5 size-4" />
            <a href={`mailto:${site.email}`} className="hover:underline">
              {site.email}
            </a>
          </p>
          <p className="flex items-start gap-2 text-sm">
            <MapPin aria-hidden="true" className="mt-0.5 size-4" />
            <span>
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-col items-center gap-2 border-t border-white/20 px-4 py-4 text-center text-sm opacity-90 sm:flex-row sm:justify-center sm:gap-6">
        <p>{copyrightLine(site, year)}</p>
        <Link to="/accessibility" className="underline-offset-4 hover:underline">
          Accessibility
        </Link>
      </div>
    </footer>
  );
}
