// SPEC §5 "Team member form": name and title required; bio and photo optional,
// empty saved as null. The SPEC's position/image_url are title/photoUrl here.
import { z } from "zod";
import { idField, optionalImageUrl, optionalText, requiredText } from "./admin-fields";

export const teamMemberSchema = z.object({
  name: requiredText("Name is required", 100, "Name must be less than 100 characters"),
  title: requiredText("Title is required", 100, "Title must be less than 100 characters"),
  bio: optionalText(2000, "Bio must be less than 2000 characters"),
  photoUrl: optionalImageUrl,
});

export type TeamMemberFormValues = z.input<typeof teamMemberSchema>;
export type TeamMemberInput = z.output<typeof teamMemberSchema>;

export const teamMemberUpdateSchema = teamMemberSchema.extend({ id: idField });

export const teamMemberDeleteSchema = z.object({ id: idField });

/** The whole list in its new order (ids); the server fills in anything missing. */
export const teamOrderSchema = z.object({
  ids: z
    .array(idField, { error: "Invalid input" })
    .min(1, { message: "Invalid input" })
    .max(1000, { message: "Invalid input" })
    .refine((ids) => new Set(ids).size === ids.length, {
      message: "Each member may appear only once",
    }),
});
