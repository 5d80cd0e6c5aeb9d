// The gallery and ticket-photo actions (SPEC "Admin events" gallery, "Ticket
// Types manager" Ticket Photos, §4 display_order rules).
import { z } from "zod";
import { IMAGE_MESSAGES } from "../domain/images";

/** At most this many photos in one upload batch. */
export const MAX_PHOTOS_PER_BATCH = 20;

/** Storage paths returned by POST /api/admin/uploads, in the order chosen. */
export const addPhotosSchema = z.object({
  paths: z
    .array(
      z.string({ message: IMAGE_MESSAGES.badPath }).max(300, { message: IMAGE_MESSAGES.badPath }),
      {
        message: "Invalid input",
      },
    )
    .min(1, { message: "Choose at least one photo" })
    .max(MAX_PHOTOS_PER_BATCH, {
      message: `Upload at most ${MAX_PHOTOS_PER_BATCH} photos at a time`,
    }),
});

export const photoDirections = ["up", "down"] as const;
export type PhotoDirection = (typeof photoDirections)[number];

export const movePhotoSchema = z.object({
  direction: z.enum(photoDirections, { message: "Invalid input" }),
});

/** SPEC §4: reordering rewrites display_order to each photo's new index. */
export const reorderPhotosSchema = z.object({
  ids: z
    .array(z.uuid({ message: "Photo not found" }), { message: "Invalid input" })
    .min(1, { message: "Invalid input" })
    .max(500, { message: "Invalid input" }),
});
