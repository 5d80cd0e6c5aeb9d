import { ArrowRight, Church, HandHeart, Medal, Package } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { HeroBanner } from "~/components/page/hero-banner";
import { ImpactFigures } from "~/components/page/impact-figures";
import { SectionHeading } from "~/components/page/section-heading";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { UpcomingEventSummary } from "../../../server/modules/events/index.server";
import type { PublicFundraiser } from "../../../server/modules/content/index.server";
import { useSite } from "~/lib/site";
import { EventPreviewCard } from "./event-preview-card";
import { FundraiserPreviewCard } from "./fundraiser-preview-card";

const pillars = [
  {
    icon: Package,
    title: "Care Packages",
    text: "Boxes of snacks, letters and comforts from home for those deployed far away.",
  },
  {
    icon: Church,
    title: "Prayer",
    text: "Community prayer groups that hold our service members and their families up.",
  },
  {
    icon: Medal,
    title: "Honoring Veterans",
    text: "Recognition events that thank the veterans who served before.",
  },
  {
    icon: HandHeart,
    title: "Family Support",
    text: "Practical help for the spouses and children who serve at home.",
  },
];

/** A few cards of a list on the home page, and the link to all of it. */
function PreviewSection({
  id,
  title,
  intro,
  className,
  more,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  className?: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("py-16 sm:py-20", className)}>
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id={id} title={title}>
          {intro}
        </SectionHeading>
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link to={more.to}>
              {more.label} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

export type HomeData = { fundraisers: PublicFundraiser[]; events: UpcomingEventSummary[] };

export function HomePage({ fundraisers, events }: HomeData) {
  const site = useSite();
  return (
    <>
      <HeroBanner
        size="lg"
        eyebrow={site.tagline}
        title={site.heroHeadline}
        actions={
          <>
            <Button asChild size="lg" variant="accent">
              <Link to="/fundraisers">Support Our Cause!</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/70 bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/about">Learn More!</Link>
            </Button>
          </>
        }
      >
        {site.heroText}
      </HeroBanner>

      <section aria-labelledby="mission" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading id="mission" title="Our Mission">
          {site.missionIntro}
        </SectionHeading>
        <ul className="mb-12 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {pillars.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-secondary/60 p-4 sm:p-6">
              <Icon aria-hidden="true" className="size-7 text-accent" />
              <h3 className="mt-3 font-semibold text-primary">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <h3 className="sr-only">Our impact</h3>
        <ImpactFigures />
      </section>

      {fundraisers.length > 0 ? (
        <PreviewSection
          id="active-fundraisers"
          title="Active Fundraisers!"
          intro="Every gift goes straight to the people we serve."
          className="bg-secondary/50"
          more={{ to: "/fundraisers", label: "View All Fundraisers!" }}
        >
          {fundraisers.map((f) => (
            <FundraiserPreviewCard key={f.id} fundraiser={f} />
          ))}
        </PreviewSection>
      ) : null}

      {events.length > 0 ? (
        <PreviewSection
          id="upcoming-events"
          title="Upcoming Events!"
          intro="Come pray, serve and celebrate with us."
          more={{ to: "/events", label: "View All Events!" }}
        >
          {events.map((e) => (
            <EventPreviewCard key={e.id} event={e} />
          ))}
        </PreviewSection>
      ) : null}

      <section aria-labelledby="get-involved" className="px-4 pb-20 pt-4">
        <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-accent to-[oklch(0.42_0.17_27)] px-6 py-14 text-center text-white shadow-lg">
          <h2 id="get-involved" className="text-3xl font-bold sm:text-4xl">
            Ready to Make a Difference?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">
            Volunteer at a packing day, join a prayer group, or give to a fundraiser. Every hand
            helps.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" className="bg-white text-accent hover:bg-white/90">
              <Link to="/contact">Get Involved!</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/fundraisers">Donate Now!</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
