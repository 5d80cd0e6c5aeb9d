// docs/statements.md: the supporters with a statement for the year, each with its
// PDF to download (to post) and, when they have an e-mail address, a Send.
import { Download, Mail } from "lucide-react";
import { toast } from "sonner";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { Button } from "~/components/ui/button";
import { TableScroll } from "~/components/ui/table-scroll";
import { formatCents } from "../../../shared/domain/money";

export type StatementSupporter = {
  id: string;
  name: string;
  email: string | null;
  receipts: number;
  totalCents: number;
};

export function StatementsTable({
  year,
  supporters,
}: {
  year: number;
  supporters: StatementSupporter[];
}) {
  const send = useAdminMutation<{ ok: true; id: string; to: string }>();
  return (
    <TableScroll label={`Supporters with a statement for ${year}`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Supporters with a statement for {year}</caption>
        <thead className="bg-secondary">
          <tr>
            {["Supporter", "Email", "Receipts", "Deductible"].map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {supporters.map((s) => (
            <tr key={s.id} data-testid="statement-row">
              <td className="px-3 py-2 font-medium">{s.name}</td>
              <td className="px-3 py-2">
                {s.email ?? <span className="text-muted-foreground">No e-mail</span>}
              </td>
              <td className="px-3 py-2">{s.receipts}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatCents(s.totalCents)}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <div className="flex gap-1">
                  <Button asChild variant="ghost" size="sm">
                    <a
                      href={`/admin/statements/${year}/${s.id}/pdf`}
                      target="_blank"
                      rel="noopener"
                      aria-label={`Download the ${year} statement of ${s.name} (PDF)`}
                    >
                      <Download aria-hidden="true" /> PDF
                    </a>
                  </Button>
                  {s.email ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={send.busy}
                      aria-label={`E-mail the ${year} statement to ${s.name}`}
                      onClick={() =>
                        send.submit(
                          { intent: "send", id: s.id, year },
                          {
                            onSuccess: (result) =>
                              toast.success(`Statement queued for ${result.to}.`),
                            onError: (error) =>
                              toast.error("Statement not sent", { description: error.message }),
                          },
                        )
                      }
                    >
                      <Mail aria-hidden="true" /> Send
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
