// A waitlist offer's link (docs/decisions/017-self-service-and-waitlist.md): the
// held seats, and a form that registers with them (the offer's token goes with
// the registration). Free tickets are confirmed at once; paid ones go on to the
// checkout. A token that is not genuine is the site's normal 404; never cached.
import { data, redirect } from "react-router";
import { WaitlistOfferPage } from "~/features/self-service/waitlist-offer-page";
import { AppError, orErrorResult, parseInput, readForm } from "~/lib/action-contract.server";
import { noStoreHeaders } from "~/lib/http-cache.server";
import { pageMeta } from "~/lib/meta";
import { clientKey, consumeRateLimit, type RateLimit } from "../../server/core/index.server";
import { viewOffer } from "../../server/modules/events/index.server";
import { createRegistration, startTicketCheckout } from "../../server/modules/orders/index.server";
import { registrationRequestSchema } from "../../shared/schemas/registration";
import type { Route } from "./+types/waitlist-offer";
import { orderSeats } from "../../shared/domain/capacity";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Your Waitlist Offer"),
  { name: "robots", content: "noindex" },
];

export const headers = () => noStoreHeaders;

/** As the registration dialog's own action (app/routes/event-register.tsx). */
const perClient: RateLimit = {
  bucket: "register",
  limit: 30,
  windowMs: 10 * 60_000,
  message: "Too many registrations from your connection. Please try again in a few minutes.",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const offer = await viewOffer(context.services, params.token);
  if (!offer) throw data(null, { status: 404, headers: noStoreHeaders });
  // The seats the offer holds, counted here so the page carries no capacity rules.
  const seats = offer.ticketType
    ? orderSeats(offer.entry.quantity, offer.ticketType.seatsPerUnit)
    : 0;
  return data({ offer, seats }, { headers: noStoreHeaders });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  return orErrorResult(async () => {
    const offer = await viewOffer(services, params.token);
    if (!offer) throw new AppError(404, "not_found", "Waitlist offer not found");
    if (!offer.ticketType) throw new AppError(409, "conflict", "This waitlist offer has ended.");
    const values = await readForm(request);
    const seats = orderSeats(offer.entry.quantity, offer.ticketType.seatsPerUnit);
    const input = parseInput(registrationRequestSchema, {
      eventId: offer.event.id,
      ticketTypeId: offer.ticketType.id,
      quantity: offer.entry.quantity,
      customerName: values.customerName,
      customerEmail: values.customerEmail,
      customerPhone: values.customerPhone,
      specialRequests: values.specialRequests,
      guests:
        seats > 1
          ? Array.from({ length: Math.min(seats, 1000) }, (_, i) => ({
              guest_name: values[`guests.${i}.guest_name`] ?? "",
              dietary_restrictions: values[`guests.${i}.dietary_restrictions`],
              accessibility_needs: values[`guests.${i}.accessibility_needs`],
            }))
          : [],
      offerToken: params.token,
    });
    await services.db.transaction((tx) => consumeRateLimit(tx, perClient, clientKey(clientIp)));
    const created = await createRegistration(services, input, { clientIp });
    if (created.isFree) return { registered: true as const, email: input.customerEmail };
    throw redirect(await startTicketCheckout(services, created, input.customerEmail));
  });
}

export default function WaitlistOffer({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WaitlistOfferPage offer={loaderData.offer} seats={loaderData.seats} result={actionData} />
  );
}
