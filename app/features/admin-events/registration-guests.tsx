// A registration's guests on its card, each with their needs and check-in time.
import type { AdminRegistration } from "../../../server/modules/orders/index.server";
import { formatTime } from "../../../shared/domain/dates";

export function RegistrationGuests({ registration: r }: { registration: AdminRegistration }) {
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">Guests</p>
      <ul className="space-y-1 text-sm">
        {r.guests.map((g) => (
          <li key={g.id} className="rounded bg-secondary/50 px-3 py-2">
            <span className="font-medium">{g.guestName}</span>
            {g.isPrimaryContact ? <span className="text-muted-foreground"> (Primary)</span> : null}
            {g.guestEmail ? (
              <span className="block text-muted-foreground">{g.guestEmail}</span>
            ) : null}
            {g.dietaryRestrictions ? (
              <span className="block">Dietary: {g.dietaryRestrictions}</span>
            ) : null}
            {g.accessibilityNeeds ? (
              <span className="block">Accessibility: {g.accessibilityNeeds}</span>
            ) : null}
            {r.checkIn.times[g.id] ? (
              <span className="block text-muted-foreground">
                Checked in at {formatTime(r.checkIn.times[g.id]!)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
