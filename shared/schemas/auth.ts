// SPEC §5 "Admin login": e-mail, password and (sign-up) full name are required;
// e-mail must be valid. Passwords are 8 to 128 characters (DESIGN "Security", ASVS 6.2.1).
import { z } from "zod";

const email = z
  .string()
  .trim()
  .min(1, { message: "Required" })
  .max(255, { message: "Email must be less than 255 characters" })
  .pipe(z.email({ message: "Invalid email address" }));

const password = z
  .string()
  .min(1, { message: "Required" })
  .min(8, { message: "Password must be at least 8 characters" })
  .max(128, { message: "Password must be at most 128 characters" });

export const signInSchema = z.object({ email, password });

export const signUpSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { message: "Required" })
    .max(100, { message: "Name must be less than 100 characters" }),
  email,
  password,
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Only local paths may be a post-login destination (no open redirects). */
export function safeRedirectPath(value: unknown, fallback = "/admin") {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  return value;
}
