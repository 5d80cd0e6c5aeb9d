import { Clock3, Mail, MapPin, Phone, Share2 } from "lucide-react";
import type { ReactNode } from "react";
import { useSite } from "~/lib/site";

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-primary">{title}</h3>
        <div className="text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/** "9-5" → "9:00 AM – 5:00 PM": office hours run from a morning to an afternoon hour. */
export function hoursText(hours: string) {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(hours);
  return match ? `${match[1]}:00 AM – ${match[2]}:00 PM` : hours;
}

/** SPEC §2 Contact: e-mail, Texas address, phone and social cards; office hours; reply time. */
export function ContactInfo() {
  const site = useSite();
  const { address } = site;
  return (
    <div className="space-y-6">
      <ul className="space-y-4">
        <InfoCard icon={<Mail aria-hidden="true" className="size-5" />} title="Email Us">
          <a
            href={`mailto:${site.email}`}
            className="break-all font-medium text-primary hover:underline"
          >
            {site.email}
          </a>
        </InfoCard>
        <InfoCard icon={<MapPin aria-hidden="true" className="size-5" />} title="Visit Us">
          <address className="not-italic">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
        </InfoCard>
        <InfoCard icon={<Phone aria-hidden="true" className="size-5" />} title="Call Us">
          <a
            href={`tel:${site.phone.replace(/[^\d+]/g, "")}`}
            className="font-medium text-primary hover:underline"
          >
            {site.phone}
          </a>
        </InfoCard>
        {site.social.length > 0 ? (
          <InfoCard icon={<Share2 aria-hidden="true" className="size-5" />} title="Follow Us">
            {site.social.map((link) => (
              <a
                key={link.url}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="block font-medium text-primary hover:underline"
              >
                {site.name} on {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ))}
          </InfoCard>
        ) : null}
      </ul>
      <section
        aria-labelledby="office-hours"
        className="rounded-xl bg-primary p-6 text-primary-foreground shadow-sm"
      >
        <h3 id="office-hours" className="flex items-center gap-2 text-lg font-semibold">
          <Clock3 aria-hidden="true" className="size-5" /> Office Hours
        </h3>
        <dl className="mt-3 space-y-1.5 text-sm">
          {site.officeHours.map((row) => (
            <div
              key={row.days}
              className="flex justify-between gap-4 border-b border-white/15 pb-1.5 last:border-0"
            >
              <dt className="font-medium">{row.days}</dt>
              <dd className="text-white/90">{hoursText(row.hours)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-white/90">
          We typically reply to messages within 24 hours.
        </p>
      </section>
    </div>
  );
}
