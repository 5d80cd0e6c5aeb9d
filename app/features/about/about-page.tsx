import { AlertTriangle, Church, Eye, HandHeart, Medal, Package, Target } from "lucide-react";
import { Link } from "react-router";
import { Deferred, type MaybeDeferred } from "~/components/page/deferred";
import { EmptyState } from "~/components/page/empty-state";
import { HeroBanner } from "~/components/page/hero-banner";
import { ImpactFigures } from "~/components/page/impact-figures";
import { SectionHeading } from "~/components/page/section-heading";
import { Button } from "~/components/ui/button";
import type { PublicTeamMember } from "../../../server/modules/content/index.server";
import { useSite } from "~/lib/site";
import { TeamGrid, TeamSkeleton } from "./team-grid";

export type TeamData = { status: "ok"; team: PublicTeamMember[] } | { status: "error" };

// SPEC §1: the programs (four by default, from the settings), in order, with a line on each.
const programIcons = [Package, Church, Medal, HandHeart];

function TeamError() {
  return (
    <EmptyState icon={AlertTriangle} title="Something went wrong" role="alert">
      Unable to load our team. Please try again later.
    </EmptyState>
  );
}

export function AboutPage({ team }: { team: MaybeDeferred<TeamData> }) {
  const site = useSite();
  return (
    <>
      <HeroBanner eyebrow="Who we are" title="About Us">
        {site.aboutIntro}
      </HeroBanner>

      <section aria-labelledby="story" className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading id="story" title="Our Story">
          {site.blurb}
        </SectionHeading>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <article className="rounded-2xl border bg-card p-8 shadow-sm">
            <Eye aria-hidden="true" className="size-8 text-accent" />
            <h3 className="mt-3 text-2xl font-semibold text-primary">Our Vision</h3>
            <p className="mt-2 text-muted-foreground">{site.vision}</p>
          </article>
          <article className="rounded-2xl border bg-card p-8 shadow-sm">
            <Target aria-hidden="true" className="size-8 text-accent" />
            <h3 className="mt-3 text-2xl font-semibold text-primary">Our Mission</h3>
            <p className="mt-2 text-muted-foreground">{site.mission}</p>
          </article>
        </div>
      </section>

      <section aria-labelledby="programs" className="bg-secondary/50 py-16">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="programs" title="Our Programs" />
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {site.programs.map((program, i) => {
              const Icon = programIcons[i % programIcons.length]!;
              return (
                <li key={program.title} className="rounded-xl border bg-card p-6 shadow-sm">
                  <span className="flex size-12 items-center justify-center rounded-full bg-accent/10">
                    <Icon aria-hidden="true" className="size-6 text-accent" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-primary">{program.title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{program.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="impact" className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading id="impact" title="Our Impact" />
        <ImpactFigures />
      </section>

      <section aria-labelledby="team" className="bg-secondary/50 py-16">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="team" title="Meet Our Team!">
            The people who pack the boxes, lead the prayer groups and plan the events.
          </SectionHeading>
          <Deferred value={team} fallback={<TeamSkeleton />} error={<TeamError />}>
            {(data) => (data.status === "ok" ? <TeamGrid members={data.team} /> : <TeamError />)}
          </Deferred>
        </div>
      </section>

      <section aria-labelledby="join" className="px-4 py-16 text-center">
        <h2 id="join" className="text-3xl font-bold text-primary">
          Join Our Mission
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Write to us to volunteer or partner with us, or come to one of our events.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="accent">
            <Link to="/contact">Contact Us!</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/events">View Events!</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
