import { data } from "react-router";
import { AppError, orErrorResult, parseInput, readJsonBody } from "~/lib/action-contract.server";
import { redirectBrowserNavigation, segment } from "~/lib/navigation.server";
import {
  clientKey,
  managePath,
  consumeRateLimit,
  type RateLimit,
} from "../../server/core/index.server";
import {
  createRegistration,
  holdReleasePath,
  startTicketCheckout,
} from "../../server/modules/orders/index.server";
import { getEventDetail } from "../../server/modules/events/index.server";
import { orderReference } from "../../shared/domain/orders";
import { registrationRequestSchema } from "../../shared/schemas/registration";
import type { DialogEvent, FreeConfirmation } from "~/features/events/registration/types";
import type { Route } from "./+types/event-register";

const perClient: RateLimit = {
  bucket: "register",
  limit: 30,
  windowMs: 10 * 60_000,
  message: "Too many registrations from your connection. Please try again in a few minutes.",
};

// SPEC §7 create-event-payment: { isFree, registrationId } or { url }.
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  return orErrorResult(async () => {
    const values = parseInput(registrationRequestSchema, await readJsonBody(request));
    if (values.eventId !== params.id)
      throw new AppError(422, "validation_failed", "Event not found");
    await services.db.transaction((tx) => consumeRateLimit(tx, perClient, clientKey(clientIp)));
    const created = await createRegistration(services, values, { clientIp });
    if (created.isFree) {
      // The dialog ends on what was registered and the buyer's own page (decision 017):
      // the link the confirmation e-mail carries, for the order this request just made.
      const manage = managePath(services.secret, created.registrationId);
      const confirmation: FreeConfirmation = {
        eventTitle: created.event.title,
        startsAt: created.event.startsAt.toISOString(),
        location: created.event.location,
        email: values.customerEmail,
        // The order's id is its first row's (decision 018).
        reference: orderReference(created.registrationId),
        lines: created.lines.map((l) => ({
          ticketTypeName: l.ticketType.name,
          quantity: l.quantity,
        })),
        managePath: manage,
        calendarPath: `${manage}/calendar.ics`,
      };
      return { isFree: true as const, registrationId: created.registrationId, confirmation };
    }
    // The checkout is created after the registration's transaction committed (DESIGN "Capacity").
    const url = await startTicketCheckout(services, created, values.customerEmail);
    // Where the dialog releases the hold if it cannot open this checkout (decision 010).
    return { isFree: false as const, url, releasePath: holdReleasePath(services.secret, created) };
  });
}

/** The dialog's own data (SPEC §7: active ticket types in display order, and the sales start). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Opened in a browser: the event's page, where the dialog lives.
  redirectBrowserNavigation(request, `/events/${segment(params.id)}`);
  const detail = await getEventDetail(context.services.db, params.id);
  if (!detail)
    throw data({ error: { code: "not_found", message: "Event not found" } }, { status: 404 });
  const event: DialogEvent = {
    id: detail.event.id,
    title: detail.event.title,
    ticketSalesStartAt: detail.event.ticketSalesStartAt?.toISOString() ?? null,
    ticketTypes: detail.ticketTypes.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      priceCents: t.priceCents,
      seatsPerUnit: t.seatsPerUnit,
      remaining: t.unitsRemaining,
      isActive: true,
    })),
  };
  return { event };
}
