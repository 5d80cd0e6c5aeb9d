import { Mail, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { useDeleteConfirmation } from "~/components/admin/use-delete-confirmation";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { formatDateTime } from "../../../shared/domain/dates";

type MessageView = {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  createdAt: Date;
};

/** SPEC §2 "Admin contact messages": newest first; delete confirmed. */
export function MessagesPage({ messages }: { messages: MessageView[] }) {
  const remove = useDeleteConfirmation<MessageView>({
    deleted: "Message deleted successfully!",
    failed: (error) => toast.error("Error deleting message", { description: error.message }),
  });

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Contact Messages"
        description="Messages sent through the Contact page, newest first."
      />
      {messages.length === 0 ? (
        <EmptyState icon={Mail} title="No messages yet" />
      ) : (
        <ul className="space-y-4" aria-label="Messages">
          {messages.map((m) => (
            <li key={m.id} data-testid="message">
              <Card>
                <CardContent className="space-y-3 p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h2 className="text-lg font-semibold">{m.name}</h2>
                      <a href={`mailto:${m.email}`} className="text-sm text-primary underline">
                        {m.email}
                      </a>
                      {m.subject ? <p className="mt-1 font-medium">{m.subject}</p> : null}
                    </div>
                    <div className="flex items-center gap-2">
                      <time
                        dateTime={new Date(m.createdAt).toISOString()}
                        className="text-sm text-muted-foreground"
                      >
                        {formatDateTime(m.createdAt)}
                      </time>
                      <Button
                        variant="destructive-outline"
                        size="sm"
                        onClick={() => remove.ask(m)}
                        aria-label={`Delete message from ${m.name}`}
                      >
                        <Trash2 aria-hidden="true" /> Delete
                      </Button>
                    </div>
                  </div>
                  <p className="whitespace-pre-wrap text-sm">{m.message}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        {...remove.dialog}
        title="Delete message?"
        description={`Are you sure you want to delete this message from ${remove.target?.name ?? ""}? This action cannot be undone.`}
      />
    </div>
  );
}
