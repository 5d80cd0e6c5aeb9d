import { data } from "react-router";
import type { z } from "zod";
import type { ActionError } from "./action-result";

type Parsed<T> = { values: T; failure?: never } | { values?: never; failure: ReturnType<typeof data<ActionError>> };

/** A form submission's string fields, checked against a shared schema (STYLE §3). */
export async function parseForm<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.infer<S>>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { failure: data({ error: { code: "bad_request", message: "The form could not be read." } }, { status: 400 }) };
  }
  const values: Record<string, unknown> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  const result = schema.safeParse(values);
  if (result.success) return { values: result.data };
  return {
    failure: data(
      {
        error: {
          code: "validation_failed",
          message: result.error.issues[0]?.message ?? "Invalid input",
          issues: result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
        },
      },
      { status: 422 },
    ),
  };
}
