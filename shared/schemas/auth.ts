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

const REDIRECT_BASE = "http://redirect.invalid";
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const UNSAFE_IN_PATH = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * A post-login destination: a same-origin path that is still one after
 * decoding and URL normalisation (no open redirect, nothing a Location header
 * cannot carry: docs/security.md §5). Control characters, backslashes and a
 * leading `//`, raw or percent-encoded, give `fallback`; so does anything the
 * URL parser would resolve to another origin. The normalised path is returned.
 */
export function safeRedirectPath(value: unknown, fallback = "/admin") {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (UNSAFE_IN_PATH.test(value) || UNSAFE_IN_PATH.test(decoded) || decoded.startsWith("//"))
    return fallback;
  if (!URL.canParse(value, REDIRECT_BASE)) return fallback;
  const url = new URL(value, REDIRECT_BASE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== REDIRECT_BASE || !path.startsWith("/") || path.startsWith("//"))
    return fallback;
  return path;
}
