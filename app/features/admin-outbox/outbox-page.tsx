import { Inbox, Paperclip, RotateCcw } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EmptyState } from "~/components/admin/empty-state";
import { Pagination } from "~/components/admin/pagination";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatDateTime } from "../../../shared/domain/dates";
import { outboxStatusValues } from "../../../shared/schemas/admin-lists";

type Status = (typeof outboxStatusValues)[number];
type OutboxRow = {
  id: string;
  to: string;
  subject: string;
  text: string;
  hasHtml: boolean;
  attachments: string[];
  status: Status;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

const badge = { pending: "warning", sent: "success", failed: "destructive" } as const;
const label = { pending: "Pending", sent: "Sent", failed: "Failed" } as const;

/** DESIGN "E-mail": every message the site sends, readable by staff. */
export function OutboxPage({
  messages,
  counts,
  total,
  page,
  pageSize,
  filter,
}: {
  messages: OutboxRow[];
  counts: Record<Status, number>;
  total: number;
  page: number;
  pageSize: number;
  filter: { status?: Status };
}) {
  // On the page, not on the button: a retried e-mail leaves the Failed list, and its button with it.
  const retry = useAdminMutation();
  const sendAgain = (id: string) =>
    retry.submit(
      { intent: "retry", id },
      {
        onSuccess: () => toast.success("E-mail queued to send again."),
        onError: (error) =>
          toast.error("Could not queue the e-mail", { description: error.message }),
      },
    );
  const tabs: { status?: Status; text: string }[] = [
    { text: `All (${counts.pending + counts.sent + counts.failed})` },
    ...outboxStatusValues.map((s) => ({ status: s, text: `${label[s]} (${counts[s]})` })),
  ];
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Outbox"
        description="Every e-mail the site sends: receipts, confirmations and contact notifications."
      />
      <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = tab.status === filter.status;
          return (
            <Link
              key={tab.text}
              to={tab.status ? `?status=${tab.status}` : "?"}
              aria-current={current ? "page" : undefined}
              className={cn(
                "rounded-full border px-3 py-1 text-sm font-medium hover:bg-secondary",
                current && "bg-primary text-primary-foreground hover:bg-primary/90",
              )}
            >
              {tab.text}
            </Link>
          );
        })}
      </nav>
      {messages.length === 0 ? (
        <EmptyState icon={Inbox} title="No e-mails here yet" />
      ) : (
        <ul className="space-y-3" aria-label="E-mails">
          {messages.map((m) => (
            <li key={m.id} className="rounded-xl border bg-card" data-testid="outbox-message">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 p-4">
                  <span className="min-w-0">
                    <span className="block font-semibold">{m.subject}</span>
                    <span className="block text-sm text-muted-foreground">To {m.to}</span>
                  </span>
                  <span className="flex items-center gap-2 text-sm text-muted-foreground">
                    {formatDateTime(m.createdAt)}
                    <Badge variant={badge[m.status]}>{label[m.status]}</Badge>
                  </span>
                </summary>
                <div className="space-y-3 border-t p-4 text-sm">
                  <pre className="whitespace-pre-wrap break-words font-sans">{m.text}</pre>
                  {m.attachments.length > 0 ? (
                    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
                      <Paperclip aria-hidden="true" className="size-4" />
                      {m.attachments.map((name, index) => (
                        <a
                          key={`${index}-${name}`}
                          href={`/admin/outbox/${m.id}/attachments/${index}`}
                          download={name}
                          className="text-primary underline underline-offset-4"
                        >
                          {name}
                        </a>
                      ))}
                    </p>
                  ) : null}
                  <p className="text-muted-foreground">
                    {m.status === "sent" && m.sentAt ? `Sent ${formatDateTime(m.sentAt)}. ` : ""}
                    Attempts: {m.attempts}.{m.hasHtml ? " An HTML version is sent too." : ""}
                  </p>
                  {m.lastError ? (
                    <p className="text-destructive">Last error: {m.lastError}</p>
                  ) : null}
                  {m.status === "failed" ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={retry.busy}
                      onClick={() => sendAgain(m.id)}
                    >
                      <RotateCcw aria-hidden="true" /> Send again
                    </Button>
                  ) : null}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
    </div>
  );
}
