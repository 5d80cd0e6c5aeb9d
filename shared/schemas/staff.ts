// Staff invitations and roles (DESIGN "Staff and roles"): the owner's forms
// and the server refuse the same input with the same messages.
import { z } from "zod";
import { STAFF_ROLES } from "../domain/staff-roles";

const role = z.enum(STAFF_ROLES, { message: "Choose a role: owner, manager or door volunteer." });

export const inviteStaffSchema = z.object({
  email: z
    .string({ message: "Required" })
    .trim()
    .min(1, { message: "Required" })
    .max(255, { message: "Email must be less than 255 characters" })
    .pipe(z.email({ message: "Invalid email address" }))
    .transform((value) => value.toLowerCase()),
  role,
});

export const changeRoleSchema = z.object({ role });

export const acceptNewAccountSchema = z
  .object({
    fullName: z
      .string({ message: "Required" })
      .trim()
      .min(1, { message: "Required" })
      .max(100, { message: "Name must be less than 100 characters" }),
    password: z
      .string({ message: "Required" })
      .min(1, { message: "Required" })
      .min(8, { message: "Password must be at least 8 characters" })
      .max(128, { message: "Password must be at most 128 characters" }),
    confirmPassword: z.string({ message: "Required" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });

export const acceptExistingAccountSchema = z.object({
  password: z.string({ message: "Required" }).min(1, { message: "Required" }).max(128),
});

export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;
