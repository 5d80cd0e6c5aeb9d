import { Ticket, Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { PublicTicketType } from "../../../server/modules/events/index.server";
import { formatPrice } from "../../../shared/domain/money";
import { PhotoGrid } from "./photo-grid";
import { WaitlistButton } from "./waitlist-button";

/**
 * SPEC §2 Event detail "Ticket Types" grid, each type with its photos; a sold-out
 * type offers its waitlist when the event has one (decision 017).
 */
export function TicketTypesGrid({
  ticketTypes,
  waitlist,
}: {
  ticketTypes: PublicTicketType[];
  waitlist?: { eventId: string; eventTitle: string };
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {ticketTypes.map((t) => (
        <li key={t.id} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-primary">
              <Ticket aria-hidden="true" className="size-5 text-accent" /> {t.name}
            </h3>
            <p className="text-xl font-bold text-primary">{formatPrice(t.priceCents)}</p>
          </div>
          {t.description ? <p className="text-sm text-muted-foreground">{t.description}</p> : null}
          <div className="flex flex-wrap gap-2 text-xs">
            {t.seatsPerUnit > 1 ? (
              <Badge variant="secondary">
                <Users aria-hidden="true" className="mr-1 size-3" /> {t.seatsPerUnit} seats per
                ticket
              </Badge>
            ) : null}
            {t.unitsRemaining === 0 ? <Badge variant="destructive">Sold Out</Badge> : null}
          </div>
          {t.unitsRemaining === 0 && waitlist ? (
            <WaitlistButton
              eventId={waitlist.eventId}
              eventTitle={`${waitlist.eventTitle}: ${t.name}`}
              ticketTypes={[{ id: t.id, name: t.name }]}
              ticketTypeId={t.id}
              variant="outline"
              size="sm"
              className="self-start"
              aria-label={`Join the waitlist for ${t.name}`}
            />
          ) : null}
          {t.photos.length > 0 ? <PhotoGrid photos={t.photos} label={t.name} columns={2} /> : null}
        </li>
      ))}
    </ul>
  );
}
