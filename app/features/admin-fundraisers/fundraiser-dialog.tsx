import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormDialog } from "~/components/admin/form-dialog";
import { useRecordForm } from "~/components/admin/use-record-form";
import { ImageUploadField } from "~/components/image-upload";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { centsToDollars, formatCents } from "../../../shared/domain/money";
import { fundraiserSchema, type FundraiserFormValues } from "../../../shared/schemas/fundraiser";
import type { FundraiserView } from "./types";

const empty: FundraiserFormValues = {
  title: "",
  description: "",
  goal: "",
  raised: "",
  isActive: true,
  imageUrl: null,
};

const dollars = (cents: number) => String(centsToDollars(cents));

const toValues = (fundraiser: FundraiserView): FundraiserFormValues => ({
  title: fundraiser.title,
  description: fundraiser.description,
  goal: dollars(fundraiser.goalCents),
  raised: dollars(fundraiser.raisedCents),
  isActive: fundraiser.isActive,
  imageUrl: fundraiser.imageUrl,
});

/** The raised amount the form started from, so online gifts that arrive meanwhile are kept. */
const raisedBefore = (fundraiser: FundraiserView) => ({
  raisedBefore: dollars(fundraiser.raisedCents),
});

/** SPEC §2/§5 fundraiser dialog: dollars in the form, cents on the server; empty numbers are 0. */
export function FundraiserDialog({
  open,
  onOpenChange,
  fundraiser,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fundraiser: FundraiserView | null;
}) {
  const switchId = useId();
  // raw: the action parses the same schema again, so send what was typed.
  const form = useForm<FundraiserFormValues>({
    resolver: zodResolver(fundraiserSchema, undefined, { raw: true }),
    defaultValues: empty,
  });
  const { editing, setUploading, dialog } = useRecordForm({
    open,
    onOpenChange,
    record: fundraiser,
    form,
    empty,
    toValues,
    toasts: {
      created: "Fundraiser created successfully!",
      updated: "Fundraiser updated successfully!",
      createFailed: "Error creating fundraiser",
      updateFailed: "Error updating fundraiser",
    },
    updateExtras: raisedBefore,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      {...dialog}
      className="max-w-xl"
      title={editing ? "Edit Fundraiser" : "Create Fundraiser"}
      description={
        editing
          ? "Update this fundraiser."
          : "Start a new fundraiser for the public Fundraisers page."
      }
      submitLabel={editing ? "Update Fundraiser" : "Create Fundraiser"}
    >
      <TextField
        label="Title"
        autoComplete="off"
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextareaField
        label="Description"
        rows={4}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Goal Amount ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.goal?.message}
          {...form.register("goal")}
        />
        <TextField
          label="Raised Amount ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.raised?.message}
          {...form.register("raised")}
        />
      </div>
      <p className="text-xs text-muted-foreground" data-testid="raised-help">
        {fundraiser
          ? `The raised amount is this fundraiser's starting amount plus its gifts, online and offline, net of refunds (now ${formatCents(fundraiser.startingCents)} starting + ${formatCents(fundraiser.giftTotalCents)} in gifts). Gifts are added automatically; what you enter beyond them becomes the starting amount, and it can't go below the gifts.`
          : "Enter anything raised before this fundraiser's gifts are recorded here: its starting amount. Gifts, online and offline, are added to it automatically."}
      </p>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch
              id={switchId}
              checked={field.value !== false && field.value !== "false"}
              onCheckedChange={field.onChange}
            />
            <Label htmlFor={switchId}>Active (shown publicly and accepting donations)</Label>
          </div>
        )}
      />
      <ImageUploadField
        control={form.control}
        name="imageUrl"
        label="Image"
        folder="fundraiser-images"
        onUploadingChange={setUploading}
      />
    </FormDialog>
  );
}
