// The one shape of a back-office action (docs/decisions/009-back-office-actions.md):
// a JSON body whose `intent` picks a handler; the handler checks its part of the
// body with the shared schema (`parseInput`), calls one service and returns
// `{ ok: true, ... }`. Every refusal, thrown as an AppError, is answered as the
// error contract (STYLE §6). Call `requireStaff` first.
import { AppError, badRequest, notFound } from "../../server/errors";
import { asUuid } from "../../shared/domain/ids";
import { orErrorResult, readJsonBody } from "./action-contract.server";

type AdminBody = Record<string, unknown>;
type Handlers = Record<string, (body: AdminBody) => Promise<unknown>>;

/**
 * Reads the JSON body (415 for any other type, 400 for bad JSON) and runs the
 * handler of its `intent` (400 "Unknown action." for none); an AppError from
 * reading, checking or the service becomes its status and error contract.
 */
export function adminAction<H extends Handlers>(request: Request, handlers: H) {
  return orErrorResult(async () => {
    const body = await readJsonBody(request);
    const intent = isObject(body) ? body.intent : undefined;
    if (typeof intent !== "string" || !Object.hasOwn(handlers, intent)) {
      throw badRequest("Unknown action.");
    }
    return (await handlers[intent]!(body as AdminBody)) as Awaited<ReturnType<H[keyof H]>>;
  });
}

/** A row id from the URL or the body; anything that cannot be one is `refusal` (a 404 by default). */
export function rowId(value: unknown, refusal: string | AppError): string {
  const id = asUuid(value);
  if (id) return id;
  throw typeof refusal === "string" ? notFound(refusal) : refusal;
}

const isObject = (value: unknown): value is AdminBody =>
  typeof value === "object" && value !== null && !Array.isArray(value);
