import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { useFetcherResult } from "~/components/admin/use-fetcher-result";
import { ImageUpload } from "~/components/image-upload";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { centsToDollars } from "../../../shared/domain/money";
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
  const fetcher = useFetcher();
  const switchId = useId();
  const [uploading, setUploading] = useState(false);
  const editing = fundraiser !== null;
  // raw: the action parses the same schema again, so send what was typed.
  const form = useForm<FundraiserFormValues>({
    resolver: zodResolver(fundraiserSchema, undefined, { raw: true }),
    defaultValues: empty,
  });

  useEffect(() => {
    if (!open) return;
    form.reset(
      fundraiser
        ? {
            title: fundraiser.title,
            description: fundraiser.description,
            goal: dollars(fundraiser.goalCents),
            raised: dollars(fundraiser.raisedCents),
            isActive: fundraiser.isActive,
            imageUrl: fundraiser.imageUrl,
          }
        : empty,
    );
  }, [open, fundraiser, form]);

  useFetcherResult(fetcher, {
    onSuccess: () => {
      toast.success(
        editing ? "Fundraiser updated successfully!" : "Fundraiser created successfully!",
      );
      onOpenChange(false);
      form.reset(empty);
    },
    onError: (error) => {
      toast.error(editing ? "Error updating fundraiser" : "Error creating fundraiser", {
        description: error.message,
      });
      for (const issue of error.issues ?? []) {
        form.setError(issue.path as keyof FundraiserFormValues, { message: issue.message });
      }
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    const payload = editing
      ? {
          intent: "update",
          id: fundraiser.id,
          raisedBefore: dollars(fundraiser.raisedCents),
          ...values,
        }
      : { intent: "create", ...values };
    void fetcher.submit(payload, { method: "post", encType: "application/json" });
  });

  const busy = fetcher.state !== "idle";
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Fundraiser" : "Create Fundraiser"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Update this fundraiser."
              : "Start a new fundraiser for the public Fundraisers page."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
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
          <div className="grid gap-4 sm:grid-cols-2">
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
          <p className="text-xs text-muted-foreground">
            Online gifts are added to the raised amount automatically; record gifts received offline
            here.
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
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field }) => (
              <ImageUpload
                label="Image"
                folder="fundraiser-images"
                value={field.value ?? null}
                onChange={(next) => field.onChange(next?.url ?? null)}
                onUploadingChange={setUploading}
              />
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || uploading}>
              {busy ? "Saving..." : editing ? "Update Fundraiser" : "Create Fundraiser"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
