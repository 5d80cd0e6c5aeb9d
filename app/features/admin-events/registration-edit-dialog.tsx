import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useId } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";
import { applyIssues } from "~/components/admin/apply-issues";
import { FormDialogFooter } from "~/components/admin/form-dialog";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { statusLabel } from "./registration-card";
import type { AdminRegistration } from "../../../server/modules/orders/index.server";
import {
  registrationEditSchema,
  type RegistrationEditInput,
  type RegistrationEditValues,
} from "../../../shared/schemas/registration-edit";
import { GuestFields } from "./guest-fields";

const FIELDS = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "specialRequests",
  "status",
] as const;

function defaults(r: AdminRegistration): RegistrationEditValues {
  return {
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    customerPhone: r.customerPhone ?? "",
    specialRequests: r.specialRequests ?? "",
    status: r.storedStatus as RegistrationEditValues["status"],
    guests: r.guests.map((g) => ({
      id: g.id,
      guestName: g.guestName,
      guestEmail: g.guestEmail ?? "",
      dietaryRestrictions: g.dietaryRestrictions ?? "",
      accessibilityNeeds: g.accessibilityNeeds ?? "",
      isPrimaryContact: g.isPrimaryContact,
    })),
  };
}

/** SPEC "Registrations panel": the Edit Registration dialog (§5 "Registration edit form"). */
export function RegistrationEditDialog({
  eventId,
  registration,
  onClose,
}: {
  eventId: string;
  registration: AdminRegistration | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={registration !== null} onOpenChange={(open) => !open && onClose()}>
      {registration ? (
        <RegistrationEditForm
          key={registration.id}
          eventId={eventId}
          registration={registration}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function RegistrationEditForm({
  eventId,
  registration,
  onDone,
}: {
  eventId: string;
  registration: AdminRegistration;
  onDone: () => void;
}) {
  const statusId = useId();
  const save = useAdminMutation();
  const form = useForm<RegistrationEditValues, unknown, RegistrationEditInput>({
    resolver: zodResolver(registrationEditSchema),
    defaultValues: defaults(registration),
  });
  const guests = useFieldArray({ control: form.control, name: "guests" });
  const errors = form.formState.errors;
  const status = form.watch("status");
  const lockedStatus =
    registration.storedStatus === "pending" || registration.storedStatus === "expired";

  const onValid = (values: RegistrationEditInput) =>
    save.submit(
      { intent: "update", id: registration.id, values },
      {
        action: `/admin/events/${eventId}/registrations`,
        onSuccess: () => {
          toast.success("Success", { description: "Registration updated successfully" });
          onDone();
        },
        onError: (error) => {
          applyIssues(error.issues, form.setError, FIELDS);
          toast.error("Error", { description: `Failed to update registration. ${error.message}` });
        },
      },
    );

  return (
    <DialogContent className="max-w-2xl">
      <DialogHeader>
        <DialogTitle>Edit Registration</DialogTitle>
        <DialogDescription>
          {registration.ticketType.name} · {registration.quantity} ×{" "}
          {registration.ticketType.seatsPerUnit} seat(s)
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Customer Name"
            error={errors.customerName?.message}
            {...form.register("customerName")}
          />
          <TextField
            label="Customer Email"
            type="email"
            error={errors.customerEmail?.message}
            {...form.register("customerEmail")}
          />
          <TextField
            label="Customer Phone"
            type="tel"
            error={errors.customerPhone?.message}
            {...form.register("customerPhone")}
          />
          <div className="space-y-2">
            <Label htmlFor={statusId}>Status</Label>
            <select
              id={statusId}
              className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-describedby={`${statusId}-hint`}
              {...form.register("status")}
            >
              {lockedStatus ? (
                <option value={registration.storedStatus}>
                  {statusLabel[registration.storedStatus]} (unchanged)
                </option>
              ) : null}
              <option value="active">Active</option>
              <option value="cancelled">Cancelled</option>
            </select>
            <p id={`${statusId}-hint`} className="text-sm text-muted-foreground">
              {status === "cancelled"
                ? "Cancelled registrations release their seats."
                : "Active registrations hold their seats."}
            </p>
            <FieldError id={`${statusId}-error`} message={errors.status?.message} />
          </div>
        </div>
        <TextareaField
          label="Special Requests"
          rows={2}
          error={errors.specialRequests?.message}
          {...form.register("specialRequests")}
        />

        <section className="space-y-3" aria-labelledby={`${statusId}-guests`}>
          <div className="flex items-center justify-between">
            <h3 id={`${statusId}-guests`} className="font-medium">
              Guest List
            </h3>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                guests.append({
                  guestName: "",
                  guestEmail: "",
                  dietaryRestrictions: "",
                  accessibilityNeeds: "",
                  isPrimaryContact: false,
                })
              }
            >
              <Plus aria-hidden="true" /> Add Guest
            </Button>
          </div>
          {guests.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">No guests listed.</p>
          ) : null}
          {guests.fields.map((field, index) => (
            <GuestFields
              key={field.id}
              index={index}
              register={form.register}
              errors={errors.guests}
              onRemove={() => guests.remove(index)}
            />
          ))}
        </section>

        <FormDialogFooter onCancel={onDone} saving={save.busy} submitLabel="Save Changes" />
      </form>
    </DialogContent>
  );
}
