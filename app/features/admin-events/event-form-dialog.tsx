import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { applyIssues } from "~/components/admin/apply-issues";
import { FormDialogFooter } from "~/components/admin/form-dialog";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { ImageUploadField } from "~/components/image-upload";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import type { AdminEvent } from "../../../server/modules/events/index.server";
import { dateToZonedInput } from "../../../shared/domain/zoned-time";
import {
  EVENT_DATE_REQUIRED,
  eventFormSchema,
  type EventFormValues,
  type EventInput,
} from "../../../shared/schemas/event";
import { useSite } from "~/lib/site";
import { EventGallerySection } from "./event-gallery-section";
import { SwitchField } from "./form-fields";
import { EventPolicyFields } from "./event-policy-fields";
import {
  DEFAULT_OFFER_HOURS,
  EVENT_POLICY_FIELDS,
  eventPolicyValues,
} from "../../../shared/schemas/event-policy";

type Editing = { mode: "create" } | { mode: "edit"; event: AdminEvent };

const FIELDS = [
  "title",
  "description",
  "startsAt",
  "location",
  "imageUrl",
  "maxCapacity",
  "ticketSalesStartAt",
  ...EVENT_POLICY_FIELDS,
] as const;

function defaults(editing: Editing): EventFormValues {
  if (editing.mode === "create") {
    return {
      title: "",
      description: "",
      startsAt: "",
      location: "",
      imageUrl: null,
      hasTickets: false,
      maxCapacity: "",
      ticketSalesStartAt: "",
      ...eventPolicyValues({
        selfCancelHours: null,
        selfCancelRefund: false,
        guestEditHours: 24,
        waitlistEnabled: false,
        waitlistOfferHours: DEFAULT_OFFER_HOURS,
      }),
    };
  }
  const e = editing.event;
  return {
    title: e.title,
    description: e.description,
    startsAt: dateToZonedInput(e.startsAt),
    location: e.location,
    imageUrl: e.imageUrl,
    hasTickets: e.hasTickets,
    maxCapacity: e.maxCapacity > 0 ? String(e.maxCapacity) : "",
    ticketSalesStartAt: dateToZonedInput(e.ticketSalesStartAt),
    ...eventPolicyValues(e),
  };
}

/** SPEC "Admin events" add / edit dialog; it unmounts on close, which resets it (SPEC §4). */
export function EventFormDialog({
  editing,
  onClose,
  onCreatedTicketed,
}: {
  editing: Editing | null;
  onClose: () => void;
  /** A new event with ticketing on was saved: the page offers its next step (adding ticket types). */
  onCreatedTicketed?: (event: { id: string; title: string }) => void;
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      {editing ? (
        <EventForm
          key={editing.mode === "edit" ? editing.event.id : "new"}
          editing={editing}
          onDone={onClose}
          onCreatedTicketed={onCreatedTicketed}
        />
      ) : null}
    </Dialog>
  );
}

function EventForm({
  editing,
  onDone,
  onCreatedTicketed,
}: {
  editing: Editing;
  onDone: () => void;
  onCreatedTicketed?: (event: { id: string; title: string }) => void;
}) {
  const site = useSite();
  const isEdit = editing.mode === "edit";
  const save = useAdminMutation<{ ok: true; id: string }>();
  // When the next step is offered, focus goes to it rather than back to Add Event.
  const offeredNextStep = useRef(false);
  const [uploading, setUploading] = useState(false);
  const form = useForm<EventFormValues, unknown, EventInput>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: defaults(editing),
  });
  const errors = form.formState.errors;
  const hasTickets = form.watch("hasTickets");

  const onValid = (values: EventInput) =>
    save.submit(
      isEdit ? { intent: "update", id: editing.event.id, values } : { intent: "create", values },
      {
        action: "/admin/events",
        onSuccess: (saved) => {
          toast.success(isEdit ? "Event updated successfully!" : "Event created successfully!");
          if (!isEdit && values.hasTickets && onCreatedTicketed) {
            offeredNextStep.current = true;
            onCreatedTicketed({ id: saved.id, title: values.title });
          }
          onDone();
        },
        onError: (error) => {
          applyIssues(error.issues, form.setError, FIELDS);
          toast.error(isEdit ? "Error updating event" : "Error creating event", {
            description: error.message,
          });
        },
      },
    );

  const onInvalid = () => {
    // SPEC §5: submitting without a date also shows this toast.
    if (!form.getValues("startsAt"))
      toast.error("Validation Error", { description: EVENT_DATE_REQUIRED });
  };

  return (
    <DialogContent
      className="max-w-2xl"
      onCloseAutoFocus={(event) => {
        if (offeredNextStep.current) event.preventDefault();
      }}
    >
      <DialogHeader>
        <DialogTitle>{isEdit ? "Edit Event" : "Add Event"}</DialogTitle>
        <DialogDescription>
          Dates and times are in {site.timeZone.replace("_", " ")} time.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-4">
        <TextField label="Title" error={errors.title?.message} {...form.register("title")} />
        <TextareaField
          label="Description"
          rows={4}
          error={errors.description?.message}
          {...form.register("description")}
        />
        <TextField
          label="Event Date & Time"
          type="datetime-local"
          error={errors.startsAt?.message}
          {...form.register("startsAt")}
        />
        <TextField
          label="Location"
          error={errors.location?.message}
          {...form.register("location")}
        />
        <ImageUploadField
          control={form.control}
          name="imageUrl"
          label="Event Image"
          folder="event-images"
          onUploadingChange={setUploading}
        />
        <Controller
          control={form.control}
          name="hasTickets"
          render={({ field }) => (
            <SwitchField
              label="Enable Ticketing"
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
            />
          )}
        />
        {hasTickets ? (
          <div className="space-y-4 rounded-md bg-secondary/50 p-4">
            <TextField
              label="Maximum Capacity (Optional)"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              placeholder="No limit"
              error={errors.maxCapacity?.message}
              {...form.register("maxCapacity")}
            />
            <div className="space-y-1">
              <TextField
                label="Ticket Sales Start Date & Time (Optional)"
                type="datetime-local"
                error={errors.ticketSalesStartAt?.message}
                {...form.register("ticketSalesStartAt")}
              />
              <p className="text-sm text-muted-foreground">
                Leave empty to make tickets available immediately.
              </p>
            </div>
            <EventPolicyFields form={form} />
          </div>
        ) : null}
        <EventGallerySection eventId={isEdit ? editing.event.id : null} />
        <FormDialogFooter
          onCancel={onDone}
          saving={save.busy}
          disabled={save.busy || uploading}
          submitLabel={isEdit ? "Update Event" : "Create Event"}
        />
      </form>
    </DialogContent>
  );
}
