// The public accessibility statement: plain language for visitors; the detailed
// WCAG 2.2 AA conformance table behind it is docs/accessibility.md.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHero } from "~/components/page/page-header";
import { useSite } from "~/lib/site";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-semibold text-primary">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AccessibilityPage() {
  const site = useSite();
  return (
    <>
      <PageHero title="Accessibility">
        Everyone who wants to support our service members and veterans should be able to use this
        site.
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 leading-relaxed">
        <Section id="commitment" title="Our commitment">
          <p>
            {site.name} aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA
            on every public page, in the donation and event registration steps, and in our staff
            back office. We test with automated checks on every change and by hand with a keyboard,
            a screen reader and a phone-sized screen.
          </p>
        </Section>

        <Section id="what-works" title="What you can expect">
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <strong>Keyboard:</strong> every link, button, form and dialog works without a mouse.
              A &ldquo;Skip to content&rdquo; link comes first, focus is always visible, and dialogs
              keep focus inside until you close them with Escape.
            </li>
            <li>
              <strong>Screen readers:</strong> pages use headings, landmarks and labelled form
              fields; images have text alternatives or are marked as decoration; form errors are
              announced and shown next to their field.
            </li>
            <li>
              <strong>Zoom and small screens:</strong> you can zoom to 400% or use a screen as
              narrow as 320 pixels and still read everything without scrolling sideways.
            </li>
            <li>
              <strong>Color and contrast:</strong> text meets the AA contrast ratios, and color is
              never the only way information is given.
            </li>
            <li>
              <strong>Time limits:</strong> a ticket checkout holds your seats for at least 30
              minutes; nothing on the site moves, blinks or changes by itself except short progress
              spinners.
            </li>
          </ul>
        </Section>

        <Section id="limitations" title="Known limitations">
          <ul className="list-disc space-y-2 pl-6">
            <li>
              Photos that staff upload for events and fundraisers rely on staff to describe them;
              some older photos may only carry the event or fundraiser title as their description.
            </li>
            <li>
              Card payments happen on our payment provider&rsquo;s checkout page, which has its own
              accessibility statement.
            </li>
            <li>
              The year-end statement PDF is a simple document and is not yet tagged for screen
              readers.
            </li>
          </ul>
        </Section>

        <Section id="report" title="Tell us about a problem">
          <p>
            If something on this site is hard to use, or you need information in another format,
            please tell us. Write through our{" "}
            <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
              contact page
            </Link>{" "}
            or e-mail{" "}
            <a
              href={`mailto:${site.email}`}
              className="font-medium text-primary underline underline-offset-4"
            >
              {site.email}
            </a>
            . Say which page you were on and what happened; we will reply within 2 business days and
            aim to fix the problem or offer another way to do what you came for.
          </p>
        </Section>
      </div>
    </>
  );
}
