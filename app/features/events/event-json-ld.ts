// docs/decisions/003 "Sharing and search": schema.org Event data for an event page.
import type { EventDetail } from "../../../server/modules/events/index.server";
import { centsToDecimal } from "../../../shared/domain/money";

const SCHEMA = "https://schema.org/";

function availability(detail: EventDetail, unitsRemaining?: number) {
  if (detail.actionState === "coming-soon") return `${SCHEMA}PreOrder`;
  if (
    detail.actionState === "completed" ||
    detail.actionState === "sold-out" ||
    unitsRemaining === 0
  ) {
    return `${SCHEMA}SoldOut`;
  }
  return `${SCHEMA}InStock`;
}

/** `organizer`: the organisation's name from the settings (useSite). */
export function eventJsonLd(detail: EventDetail, origin: string, organizer: string) {
  const { event } = detail;
  const url = `${origin}/events/${event.id}`;
  const ticketed = event.hasTickets && detail.ticketTypes.length > 0;
  const offers = ticketed
    ? detail.ticketTypes.map((t) => ({
        "@type": "Offer",
        name: t.name,
        price: centsToDecimal(t.priceCents),
        priceCurrency: "USD",
        availability: availability(detail, t.unitsRemaining),
        url,
        ...(event.ticketSalesStartAt
          ? { validFrom: new Date(event.ticketSalesStartAt).toISOString() }
          : {}),
      }))
    : [
        {
          "@type": "Offer",
          name: "Free admission",
          price: "0.00",
          priceCurrency: "USD",
          availability: availability(detail),
          url,
        },
      ];
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: new Date(event.startsAt).toISOString(),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: { "@type": "Place", name: event.location, address: event.location },
    ...(event.imageUrl ? { image: [`${origin}${event.imageUrl}`] } : {}),
    url,
    isAccessibleForFree: !ticketed || detail.ticketTypes.every((t) => t.priceCents === 0),
    organizer: { "@type": "Organization", name: organizer, url: origin },
    offers,
  };
}
