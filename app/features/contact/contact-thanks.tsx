import { CheckCircle2, PenLine } from "lucide-react";
import { useEffect, useRef, type MouseEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useSite } from "~/lib/site";
import { hoursText } from "./contact-info";

/**
 * What the visitor sees once their message is in: it takes the form's place
 * (SPEC §8's toast still shows with JavaScript) and says what happens next. It
 * is rendered from the action's answer too, so it works without JavaScript;
 * there "Send another message" is a plain link back to an empty form.
 */
export function ContactThanks({ onSendAnother }: { onSendAnother?: () => void }) {
  const site = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: take it to the panel's heading so a
  // screen reader reads the outcome and keyboard users continue from here.
  useEffect(() => heading.current?.focus(), []);
  const again = (event: MouseEvent) => {
    if (!onSendAnother) return;
    event.preventDefault();
    onSendAnother();
  };
  return (
    <div
      role="status"
      className="space-y-4 rounded-xl border border-success/40 bg-success/10 p-6"
      data-testid="contact-thanks"
    >
      <h3
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold text-primary outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-success" />
        Message sent!
      </h3>
      <p>Thank you for reaching out. We&apos;ll get back to you soon.</p>
      <div className="space-y-1 text-sm">
        <p className="font-medium">What happens next</p>
        <p className="text-muted-foreground">
          A member of our team reads every message and typically replies within 24 hours, by e-mail,
          during office hours:
        </p>
        <ul className="text-muted-foreground">
          {site.officeHours.map((row) => (
            <li key={row.days}>
              {row.days}: {hoursText(row.hours)}
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">
          Something urgent? Call us at{" "}
          <a
            href={`tel:${site.phone.replace(/[^\d+]/g, "")}`}
            className="font-medium text-primary underline underline-offset-4"
          >
            {site.phone}
          </a>
          .
        </p>
      </div>
      <Button asChild variant="outline">
        <Link to="/contact" onClick={again}>
          <PenLine aria-hidden="true" /> Send another message
        </Link>
      </Button>
    </div>
  );
}
