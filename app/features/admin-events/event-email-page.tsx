import { Send } from "lucide-react";
import { BackToEvents } from "./back-to-events";
import { useId, useMemo, useState } from "react";
import { toast } from "sonner";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EmailPreview } from "~/components/admin/email-preview";
import { PlaceholderChips } from "~/components/admin/placeholder-chips";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { useTemplateFields } from "~/components/admin/use-template-fields";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import type { AttendeeMailPage } from "../../../server/modules/orders/index.server";
import {
  ATTENDEE_MESSAGE_PLACEHOLDERS,
  attendeeEmail,
} from "../../../shared/domain/attendee-message";
import { formatLongDate } from "../../../shared/domain/dates";
import { validateTemplate } from "../../../shared/domain/email-templates";
import { plural } from "../../../shared/domain/words";

type Errors = Partial<Record<"ticketTypeId" | "subject" | "message", string>>;
const rules = { placeholders: ATTENDEE_MESSAGE_PLACEHOLDERS };
const check = (subject: string, message: string): Errors =>
  Object.fromEntries(
    validateTemplate({ subject, body: message }, rules).map((i) => [
      i.path === "body" ? "message" : "subject",
      i.message,
    ]),
  );

/** Writing to an event's attendees: audience, subject, message, a live count and preview, then a confirmed send. */
export function EventEmailPage({
  event,
  ticketTypes,
  recipients,
  sampleName,
  organisation,
}: AttendeeMailPage) {
  const audienceId = useId();
  const [ticketTypeId, setTicketTypeId] = useState("");
  const fields = useTemplateFields({ subject: `About ${event.title}`, body: "Dear {{name}},\n\n" });
  const { subject, body } = fields.values;
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const send = useAdminMutation<{ ok: true; sent: number }>();

  const count = ticketTypeId
    ? (ticketTypes.find((t) => t.id === ticketTypeId)?.recipients ?? 0)
    : recipients;
  const errors: Errors = { ...serverErrors, ...(checked ? check(subject, body) : {}) };
  const preview = useMemo(
    () =>
      attendeeEmail(
        { subject, message: body },
        {
          name: sampleName ?? "Pat Doe",
          eventTitle: event.title,
          startsAt: event.startsAt,
          organisation: organisation.name,
          organisationEmail: organisation.email,
        },
      ),
    [subject, body, sampleName, event, organisation],
  );

  function onReview() {
    setChecked(true);
    setServerErrors({});
    if (Object.keys(check(subject, body)).length === 0 && count > 0) setConfirming(true);
  }

  function onSend() {
    send.submit(
      { intent: "send", ticketTypeId: ticketTypeId || null, subject, message: body },
      {
        onSuccess: (result) => {
          toast.success(`Queued ${plural(result.sent, "e-mail")} in the outbox.`);
          setChecked(false);
          fields.setValues({ subject: `About ${event.title}`, body: "Dear {{name}},\n\n" });
        },
        onError: (error) => {
          setServerErrors(
            Object.fromEntries((error.issues ?? []).map((i) => [i.path, i.message])) as Errors,
          );
          toast.error("Nothing was sent", { description: error.message });
        },
      },
    );
  }

  return (
    <div className="space-y-6">
      <BackToEvents />
      <AdminPageHeader
        title="Write to Attendees"
        description={`${event.title} · ${formatLongDate(event.startsAt)}. One e-mail goes to each person with a confirmed registration.`}
      />
      <div className="grid gap-6 2xl:grid-cols-2">
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onReview();
          }}
        >
          <div className="space-y-2">
            <Label htmlFor={audienceId}>Send to</Label>
            <NativeSelect
              id={audienceId}
              value={ticketTypeId}
              onChange={(e) => {
                setTicketTypeId(e.target.value);
                setServerErrors({});
              }}
              aria-describedby={`${audienceId}-count`}
            >
              <option value="">Everyone registered for this event</option>
              {ticketTypes.map((t) => (
                <option key={t.id} value={t.id}>
                  Ticket type: {t.name}
                </option>
              ))}
            </NativeSelect>
            <p
              id={`${audienceId}-count`}
              aria-live="polite"
              className="text-sm"
              data-testid="recipient-count"
            >
              {count > 0 ? (
                <>
                  <strong>{plural(count, "person", "people")}</strong> will get this e-mail.
                </>
              ) : (
                <span className="text-destructive">
                  No one to write to: nobody has a confirmed registration here yet.
                </span>
              )}
            </p>
            <FieldError id={`${audienceId}-error`} message={serverErrors.ticketTypeId} />
          </div>
          <TextField
            label="Subject"
            ref={fields.subjectRef}
            {...fields.bind("subject")}
            error={errors.subject}
          />
          <TextareaField
            label="Message"
            ref={fields.bodyRef}
            rows={12}
            {...fields.bind("body")}
            error={errors.message}
          />
          <p className="text-sm text-muted-foreground">
            Plain text. Blank lines start a new paragraph; web addresses become links. The
            organization's name and e-mail address sign every message.
          </p>
          <PlaceholderChips
            placeholders={ATTENDEE_MESSAGE_PLACEHOLDERS}
            onInsert={(n) => fields.insert(n)}
          />
          <Button type="submit" disabled={send.busy || count === 0}>
            <Send aria-hidden="true" /> {send.busy ? "Sending..." : "Send..."}
          </Button>
        </form>
        <EmailPreview subject={preview.subject} html={preview.html} to={sampleName ?? undefined} />
      </div>
      {/* Closes at once: the form's button says "Sending..." while the outbox fills. */}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Send to ${plural(count, "person", "people")}?`}
        description={`“${subject.trim()}” goes to ${plural(count, "person", "people")} through the outbox. This cannot be undone.`}
        variant="default"
        confirmLabel="Send"
        onConfirm={onSend}
        closeOnConfirm
      />
    </div>
  );
}
