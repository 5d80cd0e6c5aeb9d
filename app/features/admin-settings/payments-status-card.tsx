// Read only (docs/payments.md): which provider takes payments, whether its events
// arrive, and with Stripe whether the key is a test or a live one.
import { Badge } from "~/components/ui/badge";
import type { PaymentsStatus } from "../../../server/core/index.server";
import { SettingsSection } from "./settings-section";

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

/** "3 minutes ago", "2 days ago" (whole units, from seconds up to days). */
export function timeAgo(iso: string, now = Date.now()) {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["second", 60],
    ["minute", 60],
    ["hour", 24],
    ["day", Infinity],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return relative.format(Math.trunc(value), unit);
    value /= size;
  }
  return relative.format(Math.trunc(value), "day");
}

const modeText = {
  test: "Test mode key",
  live: "Live mode key",
  unknown: "Key mode not recognised",
} as const;

export function PaymentsStatusCard({ status }: { status: PaymentsStatus }) {
  return (
    <SettingsSection
      id="payments"
      title="Payments"
      description="Set by the server's configuration (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET); see docs/payments.md."
    >
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div className="space-y-1">
          <dt className="font-medium text-muted-foreground">Provider</dt>
          <dd>{status.provider === "stripe" ? "Stripe" : "Demo checkout (no money moves)"}</dd>
        </div>
        {status.mode ? (
          <div className="space-y-1">
            <dt className="font-medium text-muted-foreground">Mode</dt>
            <dd>
              <Badge variant={status.mode === "live" ? "default" : "secondary"}>
                {modeText[status.mode]}
              </Badge>
            </dd>
          </div>
        ) : null}
        <div className="space-y-1">
          <dt className="font-medium text-muted-foreground">Webhooks</dt>
          {/* Relative to the viewer's clock: the browser may be a minute past the server. */}
          <dd suppressHydrationWarning>
            {status.lastEventAt
              ? `Last webhook: ${timeAgo(status.lastEventAt)}`
              : "No webhook received yet"}
          </dd>
        </div>
      </dl>
    </SettingsSection>
  );
}
