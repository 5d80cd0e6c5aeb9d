// The one place that reads process.env (STYLE §7). Every variable of DESIGN's
// runtime contract is validated here; a bad one stops start-up with its name.
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

const url = (protocols: string[]) =>
  z
    .string()
    .url({ message: "must be a URL" })
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ message: "must be a number" })
      .int({ message: "must be a whole number" })
      .min(0, { message: "must be between 0 and 65535" })
      .max(65535, { message: "must be between 0 and 65535" })
      .default(3000),
    HOST: z.string().min(1, { message: "must not be empty" }).default("127.0.0.1"),
    PUBLIC_URL: url(["http", "https"]).optional(),
    DATA_DIR: z.string().min(1, { message: "must not be empty" }).default("./data"),
    DATABASE_URL: url(["postgres", "postgresql"]).optional(),
    ADMIN_EMAIL: z.string().email({ message: "must be an e-mail address" }).optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(8, { message: "must be at least 8 characters" })
      .max(128, { message: "must be at most 128 characters" })
      .optional(),
    AUTH_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    DEMO_CONTENT: flag.default(true),
    DEMO_PAYMENTS: flag.default(false),
    PAGE_CACHE: flag.default(true),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, { message: "must start with sk_test_, sk_live_ or rk_" })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .startsWith("whsec_", { message: "must start with whsec_" })
      .optional(),
    SMTP_URL: url(["smtp", "smtps"]).optional(),
    MAIL_FROM: z
      .string()
      .min(3, { message: "must be an address like Homefront <hello@example.org>" })
      .optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message: "must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)",
      })
      .optional(),
    S3_ENDPOINT: url(["http", "https"]).optional(),
    S3_REGION: z.string().min(1, { message: "must not be empty" }).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1, { message: "must not be empty" }).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1, { message: "must not be empty" }).optional(),
    TRUST_PROXY: z.coerce
      .number({ message: "must be a number of proxies (0 for none)" })
      .int({ message: "must be a whole number of proxies" })
      .min(0, { message: "must be between 0 and 10" })
      .max(10, { message: "must be between 0 and 10" })
      .default(0),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "is required when ADMIN_EMAIL is set",
      });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_EMAIL"],
        message: "is required when ADMIN_PASSWORD is set",
      });
    }
    const s3 = env.S3_BUCKET || env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY;
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (s3 && !env[name]) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: "is required when any S3_* variable is set",
        });
      }
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required when STRIPE_SECRET_KEY is set",
      });
    }
    // DESIGN "Runtime contract": on a real (https) deployment the demo checkout, where anyone
    // can press Pay, runs only when asked for by name (docs/payments.md "Demo provider").
    if (env.PUBLIC_URL?.startsWith("https:") && !env.STRIPE_SECRET_KEY && !env.DEMO_PAYMENTS) {
      ctx.addIssue({
        code: "custom",
        path: ["DEMO_PAYMENTS"],
        message:
          "must be true to run the demo payment provider on an https:// PUBLIC_URL (or set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for real payments)",
      });
    }
  });

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`),
    );
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, PUBLIC_URL: publicUrl };
}

/** For entry points: print what is wrong and exit 1. */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
