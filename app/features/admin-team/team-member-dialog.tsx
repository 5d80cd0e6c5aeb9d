import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialog } from "~/components/admin/form-dialog";
import { useRecordForm } from "~/components/admin/use-record-form";
import { ImageUploadField } from "~/components/image-upload";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  teamMemberSchema,
  type TeamMemberFormValues,
  type TeamMemberInput,
} from "../../../shared/schemas/team";
import type { TeamMemberView } from "./types";

const empty: TeamMemberFormValues = { name: "", title: "", bio: "", photoUrl: null };

const toValues = (member: TeamMemberView): TeamMemberFormValues => ({
  name: member.name,
  title: member.title,
  bio: member.bio ?? "",
  photoUrl: member.photoUrl,
});

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
  const form = useForm<TeamMemberFormValues, unknown, TeamMemberInput>({
    resolver: zodResolver(teamMemberSchema),
    defaultValues: empty,
  });
  const { editing, setUploading, dialog } = useRecordForm({
    open,
    onOpenChange,
    record: member,
    form,
    empty,
    toValues,
    toasts: {
      created: "Team member added successfully!",
      updated: "Team member updated successfully!",
      createFailed: "Error adding team member",
      updateFailed: "Error updating team member",
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      {...dialog}
      title={editing ? "Edit Team Member" : "Add Team Member"}
      description={
        editing
          ? "Update this member's details."
          : "Add someone to the team shown on the About page."
      }
      submitLabel={editing ? "Update Member" : "Add Member"}
    >
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
      <TextareaField label="Bio" rows={4} error={errors.bio?.message} {...form.register("bio")} />
      <ImageUploadField
        control={form.control}
        name="photoUrl"
        label="Photo"
        folder="team-photos"
        onUploadingChange={setUploading}
      />
    </FormDialog>
  );
}
