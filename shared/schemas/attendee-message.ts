// Writing to an event's attendees (/admin/events/:id/email): the form and the
// action check the same fields and placeholders.
import { z } from "zod";
import { ATTENDEE_MESSAGE_RULES } from "../domain/attendee-message";
import { validateTemplate } from "../domain/email-templates";

/** Whole event (empty or missing) or one ticket type. */
export const audienceSchema = z.object({
  ticketTypeId: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ?? "").trim() || null),
});

export const attendeeMessageSchema = audienceSchema
  .extend({
    subject: z.string({ error: "Subject is required" }),
    message: z.string({ error: "Message is required" }),
  })
  .superRefine((value, ctx) => {
    for (const issue of validateTemplate(
      { subject: value.subject, body: value.message },
      ATTENDEE_MESSAGE_RULES,
    )) {
      ctx.addIssue({
        code: "custom",
        path: [issue.path === "body" ? "message" : "subject"],
        message: issue.message,
      });
    }
  })
  .transform((value) => ({
    ...value,
    subject: value.subject.trim(),
    message: value.message.trim(),
  }));

export type AttendeeMessage = z.infer<typeof attendeeMessageSchema>;
export type AttendeeMessageInput = z.input<typeof attendeeMessageSchema>;
