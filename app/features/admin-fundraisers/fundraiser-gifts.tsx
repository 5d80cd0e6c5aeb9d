import { Link } from "react-router";
import { formatDateTime } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import type { FundraiserView } from "./types";

const frequency = { month: "Monthly", year: "Yearly" } as const;

/** A fundraiser's completed online gifts (beyond SPEC: README "Using Homefront"), latest first. */
export function FundraiserGifts({ fundraiser }: { fundraiser: FundraiserView }) {
  const { gifts, giftCount, giftTotalCents } = fundraiser;
  return (
    <details className="group rounded-md border text-sm">
      <summary className="cursor-pointer select-none px-3 py-2 font-medium">
        Online gifts: {giftCount} ({formatCents(giftTotalCents)})
      </summary>
      {gifts.length === 0 ? (
        <p className="px-3 pb-3 text-muted-foreground">No online gifts yet.</p>
      ) : (
        <div className="px-3 pb-3">
          <ul className="divide-y">
            {gifts.map((gift) => (
              <li key={gift.id} className="flex items-center justify-between gap-2 py-1.5">
                <span className="min-w-0">
                  <span className="block truncate">
                    {gift.isAnonymous ? "Anonymous" : gift.donorName}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {gift.completedAt ? formatDateTime(gift.completedAt) : ""}
                    {gift.interval ? ` · ${frequency[gift.interval]}` : ""}
                  </span>
                </span>
                <span className="font-medium">{formatCents(gift.amountCents)}</span>
              </li>
            ))}
          </ul>
          {giftCount > gifts.length ? (
            <Link
              to={`/admin/donations?q=${encodeURIComponent(fundraiser.title)}&status=completed`}
              className="mt-2 inline-block text-primary underline"
            >
              See all {giftCount} gifts
            </Link>
          ) : null}
        </div>
      )}
    </details>
  );
}
