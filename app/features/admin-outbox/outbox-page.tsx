import { Inbox, Send } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EmptyState } from "~/components/admin/empty-state";
import { Pagination } from "~/components/admin/pagination";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { outboxStatusValues } from "../../../shared/schemas/admin-lists";
import { OutboxMessage, statusLabel, type OutboxRow, type OutboxStatus } from "./outbox-message";

/** DESIGN "E-mail": every message the site sends, readable by staff as it is sent. */
export function OutboxPage({
  messages,
  counts,
  total,
  page,
  pageSize,
  filter,
  mailServer,
}: {
  messages: OutboxRow[];
  counts: Record<OutboxStatus, number>;
  total: number;
  page: number;
  pageSize: number;
  filter: { status?: OutboxStatus };
  /** SMTP_URL is set: without it messages end "Not sent" (server/mail/worker.ts). */
  mailServer: boolean;
}) {
  // On the page, not on the button: a retried e-mail leaves the Failed list, and its button with it.
  const retry = useAdminMutation();
  const retryAll = useAdminMutation<{ ok: true; count: number }>();
  const sendAgain = (id: string) =>
    retry.submit(
      { intent: "retry", id },
      {
        onSuccess: () => toast.success("E-mail queued to send again."),
        onError: (error) =>
          toast.error("Could not queue the e-mail", { description: error.message }),
      },
    );
  const sendAllUnsent = () =>
    retryAll.submit(
      { intent: "retryUnsent" },
      {
        onSuccess: ({ count }) =>
          toast.success(
            count === 1 ? "1 e-mail queued to send." : `${count} e-mails queued to send.`,
          ),
        onError: (error) =>
          toast.error("Could not queue the e-mails", { description: error.message }),
      },
    );
  const all = outboxStatusValues.reduce((sum, s) => sum + counts[s], 0);
  const tabs: { status?: OutboxStatus; text: string }[] = [
    { text: `All (${all})` },
    ...outboxStatusValues.map((s) => ({ status: s, text: `${statusLabel[s]} (${counts[s]})` })),
  ];
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Outbox"
        description="Every e-mail the site sends: receipts, confirmations and contact notifications."
      />
      {!mailServer ? (
        <p role="note" className="rounded-lg border bg-card p-4 text-sm">
          <strong>No mail server is set up,</strong> so e-mails are kept here and marked “Not sent”.
          To deliver them, set <code>SMTP_URL</code> and <code>MAIL_FROM</code> (see{" "}
          <code>.env.example</code>), restart the site and send them again from this page.
        </p>
      ) : counts.unsent > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4 text-sm">
          <p>
            {counts.unsent === 1 ? "1 e-mail was" : `${counts.unsent} e-mails were`} kept while no
            mail server was set up.
          </p>
          <Button size="sm" busy={retryAll.busy} onClick={sendAllUnsent}>
            <Send aria-hidden="true" /> Send all not sent
          </Button>
        </div>
      ) : null}
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
              <OutboxMessage
                message={m}
                mailServer={mailServer}
                busy={retry.busy}
                onRetry={sendAgain}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
    </div>
  );
}
