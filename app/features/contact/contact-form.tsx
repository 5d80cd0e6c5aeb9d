import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { useActionData, useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import type { ActionError } from "~/lib/action-result";
import {
  CONTACT_FAILED,
  CONTACT_LIMITS,
  contactSchema,
  HONEYPOT_FIELD,
  type ContactInput,
} from "../../../shared/schemas/contact";
import { ContactThanks } from "./contact-thanks";
import { TextareaField } from "./textarea-field";

type ActionData = { ok: true } | (ActionError & { values?: Partial<ContactInput> });

const empty: ContactInput = { name: "", email: "", subject: "", message: "" };

/** SPEC §2 Contact form; SPEC §8 toasts; the same schema validates in the browser and the action. */
export function ContactForm() {
  const fetcher = useFetcher<ActionData>();
  // Set only when the form was posted without JavaScript (a fetcher's answer never is):
  // the page shows the outcome itself and keeps what was typed.
  const posted = useActionData() as ActionData | undefined;
  const refused = posted && "error" in posted ? posted.error : undefined;
  const serverMessage = (path: keyof ContactInput) =>
    refused?.issues?.find((i) => i.path === path)?.message;
  const honeypot = useRef<HTMLInputElement>(null);
  const typed: ContactInput = posted && "error" in posted ? { ...empty, ...posted.values } : empty;
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: typed,
  });
  const busy = fetcher.state !== "idle";
  // A sent message replaces the form with the thank-you panel until "Send another message".
  const [sent, setSent] = useState(false);
  const errors = form.formState.errors;
  const messageLength = form.watch("message")?.length ?? 0;

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if ("ok" in result) {
      toast.success("Message sent!", {
        description: "Thank you for reaching out. We'll get back to you soon.",
      });
      form.reset(empty);
      setSent(true);
      return;
    }
    for (const issue of result.error.issues ?? []) {
      if (issue.path in empty)
        form.setError(issue.path as Path<ContactInput>, { message: issue.message });
    }
    // The limit message says when to try again; anything else is SPEC §8's failure toast.
    const description =
      result.error.code === "rate_limited" ? result.error.message : CONTACT_FAILED;
    toast.error("Error", { description });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each finished submission only
  }, [fetcher.state, fetcher.data]);

  const onSubmit = form.handleSubmit((values) => {
    fetcher.submit(
      { ...values, subject: values.subject ?? "", [HONEYPOT_FIELD]: honeypot.current?.value ?? "" },
      { method: "post", action: "/contact" },
    );
  });

  if (sent) {
    return (
      <ContactThanks
        onSendAnother={() => {
          setSent(false);
          // Back to the form, ready for the next message.
          requestAnimationFrame(() => form.setFocus("name"));
        }}
      />
    );
  }
  // Without JavaScript the action's answer renders the page: the same panel.
  if (posted && "ok" in posted) return <ContactThanks />;

  return (
    <form
      method="post"
      action="/contact"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label="Contact form"
    >
      {refused ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refused.code === "rate_limited" || refused.code === "validation_failed"
            ? refused.message
            : CONTACT_FAILED}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label="Name *"
          autoComplete="name"
          error={errors.name?.message ?? serverMessage("name")}
          {...form.register("name")}
          defaultValue={typed.name}
        />
        <TextField
          label="Email *"
          type="email"
          autoComplete="email"
          error={errors.email?.message ?? serverMessage("email")}
          {...form.register("email")}
          defaultValue={typed.email}
        />
      </div>
      <TextField
        label="Subject"
        error={errors.subject?.message ?? serverMessage("subject")}
        {...form.register("subject")}
        defaultValue={typed.subject}
      />
      <TextareaField
        label="Message *"
        rows={6}
        error={errors.message?.message ?? serverMessage("message")}
        hint={`${messageLength}/${CONTACT_LIMITS.message}`}
        {...form.register("message")}
        defaultValue={typed.message}
      />
      {/* A field people never see; bots that fill it are quietly ignored (docs/security.md §7). */}
      <div
        aria-hidden="true"
        className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
      >
        <label htmlFor={HONEYPOT_FIELD}>Website</label>
        <input
          ref={honeypot}
          id={HONEYPOT_FIELD}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <Button type="submit" size="lg" variant="accent" className="w-full sm:w-auto" busy={busy}>
        <Send aria-hidden="true" /> {busy ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
