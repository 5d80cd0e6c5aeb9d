import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
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
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  teamMemberSchema,
  type TeamMemberFormValues,
  type TeamMemberInput,
} from "../../../shared/schemas/team";
import type { TeamMemberView } from "./types";

const empty: TeamMemberFormValues = { name: "", title: "", bio: "", photoUrl: null };

/** SPEC §2 "Admin team": one dialog for add and edit (§4: saving closes it and resets the form). */
export function TeamMemberDialog({
  open,
  onOpenChange,
  member,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: TeamMemberView | null;
}) {
  const fetcher = useFetcher();
  const [uploading, setUploading] = useState(false);
  const editing = member !== null;
  const form = useForm<TeamMemberFormValues, unknown, TeamMemberInput>({
    resolver: zodResolver(teamMemberSchema),
    defaultValues: empty,
  });

  useEffect(() => {
    if (!open) return;
    form.reset(
      member
        ? {
            name: member.name,
            title: member.title,
            bio: member.bio ?? "",
            photoUrl: member.photoUrl,
          }
        : empty,
    );
  }, [open, member, form]);

  useFetcherResult(fetcher, {
    onSuccess: () => {
      toast.success(
        editing ? "Team member updated successfully!" : "Team member added successfully!",
      );
      onOpenChange(false);
      form.reset(empty);
    },
    onError: (error) => {
      toast.error(editing ? "Error updating team member" : "Error adding team member", {
        description: error.message,
      });
      for (const issue of error.issues ?? []) {
        form.setError(issue.path as keyof TeamMemberFormValues, { message: issue.message });
      }
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    const payload = editing
      ? { intent: "update", id: member.id, ...values }
      : { intent: "create", ...values };
    void fetcher.submit(payload, { method: "post", encType: "application/json" });
  });

  const busy = fetcher.state !== "idle";
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Team Member" : "Add Team Member"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Update this member's details."
              : "Add someone to the team shown on the About page."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label="Name"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register("name")}
          />
          <TextField
            label="Title"
            autoComplete="off"
            error={errors.title?.message}
            {...form.register("title")}
          />
          <TextareaField
            label="Bio"
            rows={4}
            error={errors.bio?.message}
            {...form.register("bio")}
          />
          <Controller
            control={form.control}
            name="photoUrl"
            render={({ field }) => (
              <ImageUpload
                label="Photo"
                folder="team-photos"
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
              {busy ? "Saving..." : editing ? "Update Member" : "Add Member"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
