import { data } from "react-router";
import type { z } from "zod";
import type { ActionError } from "./action-result";

type Parsed<T> = { values: T; failure?: never } | { values?: never; failure: ReturnType<typeof data<ActionError>> };

const fail = (status: number, code: string, message: string, issues?: ActionError["error"]["issues"]) => ({
  failure: data<ActionError>({ error: { code, message, ...(issues ? { issues } : {}) } }, { status }),
});

/** A JSON request body checked against a shared schema; JSON only (415 otherwise). */
export async function parseJson<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.infer<S>>> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return fail(415, "unsupported_media_type", "Please send the request as JSON.");
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return fail(400, "bad_request", "The request body is not valid JSON.");
  }
  const result = schema.safeParse(body);
  if (result.success) return { values: result.data };
  return fail(
    422,
    "validation_failed",
    result.error.issues[0]?.message ?? "Invalid input",
    result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  );
}
