// A JSON body's text, parsed with every string made well-formed: JSON may spell a
// lone surrogate ("\ud800"), which a browser's form encoding never sends (it
// becomes U+FFFD) and which PostgreSQL refuses inside jsonb (the settings, the
// audit log). Replaced here, once, it is just another odd character to validate.
//
// readJsonBody is the one reader of a request's JSON body, for the route actions
// (app/lib/action-contract.server.ts) and the Hono API (server/api/) alike, so a
// malformed body gets the same answer everywhere: a 400 in the error contract
// (STYLE §6), and anything but JSON a 415 (docs/security.md §2).
import { badRequest, unsupportedMediaType } from "../errors";
import { isJsonContentType } from "./json-only";

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function parseWellFormedJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === "string" ? value.replace(LONE_SURROGATE, "\ufffd") : value,
  );
}

/**
 * The request's JSON body, its strings made well-formed. Anything but a JSON
 * content type is a 415: a cross-site form can send a form or text/plain body,
 * never JSON (docs/security.md §2). A body that does not parse (an empty one too) is a 400.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (!isJsonContentType(request.headers.get("content-type"))) throw unsupportedMediaType();
  try {
    return parseWellFormedJson(await request.text());
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}
