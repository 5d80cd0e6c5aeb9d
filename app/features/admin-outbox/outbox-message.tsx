import { Paperclip, RotateCcw } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "../../../shared/domain/dates";
import type { outboxStatusValues } from "../../../shared/schemas/admin-lists";

export type OutboxStatus = (typeof outboxStatusValues)[number];
export type OutboxRow = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: string[];
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

const badge = {
  pending: "warning",
  sent: "success",
  failed: "destructive",
  unsent: "secondary",
} as const;
export const statusLabel = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
  unsent: "Not sent",
} as const;

/**
 * One e-mail as its recipient gets it: the HTML part in a sandboxed frame (no
 * scripts, no same-origin access: it is text staff and visitors wrote, escaped,
 * but a frame keeps any surprise out of the back office), the plain-text part,
 * and each attachment with its download link.
 */
export function OutboxMessage({
  message: m,
  mailServer,
  busy,
  onRetry,
}: {
  message: OutboxRow;
  mailServer: boolean;
  busy: boolean;
  onRetry: (id: string) => void;
}) {
  const canRetry = m.status === "failed" || (m.status === "unsent" && mailServer);
  return (
    <details>
      <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 p-4">
        <span className="min-w-0">
          <span className="block break-words font-semibold">{m.subject}</span>
          <span className="block text-sm text-muted-foreground [overflow-wrap:anywhere]">
            To {m.to}
          </span>
        </span>
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          {formatDateTime(m.createdAt)}
          <Badge variant={badge[m.status]}>{statusLabel[m.status]}</Badge>
        </span>
      </summary>
      <div className="space-y-4 border-t p-4 text-sm">
        {m.status === "unsent" ? (
          <p className="rounded-md bg-secondary p-3 font-medium">
            Not sent: no mail server configured.{" "}
            <span className="font-normal text-muted-foreground">
              {mailServer
                ? "A mail server is set up now: send it again."
                : "Set SMTP_URL and MAIL_FROM (see .env.example) and restart the site, then send it again from here."}
            </span>
          </p>
        ) : null}
        {m.html ? (
          <section aria-label="HTML version" className="space-y-1">
            <h3 className="font-semibold">As sent (HTML)</h3>
            <iframe
              title={`HTML version of “${m.subject}”`}
              sandbox=""
              srcDoc={m.html}
              loading="lazy"
              className="h-80 w-full rounded-md border bg-white"
            />
          </section>
        ) : null}
        <section aria-label="Plain-text version" className="space-y-1">
          <h3 className="font-semibold">Plain text</h3>
          <pre className="whitespace-pre-wrap break-words rounded-md bg-secondary/50 p-3 font-sans">
            {m.text}
          </pre>
        </section>
        {m.attachments.length > 0 ? (
          <section aria-label="Attachments" className="space-y-1">
            <h3 className="font-semibold">Attachments</h3>
            <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
              {m.attachments.map((name, index) => (
                <li key={`${index}-${name}`} className="flex items-center gap-1">
                  <Paperclip aria-hidden="true" className="size-4 text-muted-foreground" />
                  <a
                    href={`/admin/outbox/${m.id}/attachments/${index}`}
                    download={name}
                    className="break-all text-primary underline underline-offset-4"
                  >
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="text-muted-foreground">
          {m.status === "sent" && m.sentAt ? `Sent ${formatDateTime(m.sentAt)}. ` : ""}
          Attempts: {m.attempts}.
        </p>
        {m.lastError && m.status !== "unsent" ? (
          <p className="text-destructive">Last error: {m.lastError}</p>
        ) : null}
        {canRetry ? (
          <Button size="sm" variant="outline" busy={busy} onClick={() => onRetry(m.id)}>
            <RotateCcw aria-hidden="true" /> Send again
          </Button>
        ) : null}
      </div>
    </details>
  );
}
