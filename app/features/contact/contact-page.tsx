import { HeroBanner } from "~/components/page/hero-banner";
import { ContactForm } from "./contact-form";
import { ContactInfo } from "./contact-info";

/** SPEC §2 "Contact". */
export function ContactPage() {
  return (
    <>
      <HeroBanner eyebrow="We'd love to hear from you" title="Get In Touch">
        Questions about a care package drive, an event, or how to volunteer? Send us a note and a
        member of our team will write back.
      </HeroBanner>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-5">
        <section
          aria-labelledby="send-message"
          className="relative rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:col-span-3"
        >
          <h2 id="send-message" className="text-2xl font-semibold text-primary">
            Send Us a Message
          </h2>
          <p className="mb-6 mt-1 text-sm text-muted-foreground">Fields marked * are required.</p>
          <ContactForm />
        </section>
        <section aria-label="Contact information" className="lg:col-span-2">
          <ContactInfo />
        </section>
      </div>
    </>
  );
}
