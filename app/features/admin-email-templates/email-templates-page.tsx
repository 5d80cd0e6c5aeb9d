import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { formatDateTime } from "../../../shared/domain/dates";
import type { EmailTemplateKey } from "../../../shared/domain/email-template-keys";
import { TemplateEditor, type TemplateRow } from "./template-editor";

/** The wording of every automatic e-mail: a list, and the one chosen in an editor. */
export function EmailTemplatesPage({
  templates,
  selected,
  organisation,
}: {
  templates: TemplateRow[];
  selected: EmailTemplateKey | null;
  organisation: Record<string, string>;
}) {
  const current = templates.find((t) => t.key === selected);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="E-mail Templates"
        description="The wording of every e-mail the site sends by itself. Change it here; the next e-mail uses it."
      />
      <div className="grid gap-6 xl:grid-cols-[18rem_minmax(0,1fr)]">
        <nav aria-label="E-mail templates">
          <ul className="space-y-2">
            {templates.map((t) => (
              <li key={t.key}>
                <Link
                  to={`?template=${t.key}`}
                  aria-current={t.key === selected ? "page" : undefined}
                  preventScrollReset
                  className={cn(
                    "block rounded-xl border bg-card p-3 hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    t.key === selected && "border-primary ring-1 ring-primary",
                  )}
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-semibold">{t.label}</span>
                    <Badge variant={t.customised ? "success" : "secondary"}>
                      {t.customised ? "Customized" : "Default"}
                    </Badge>
                  </span>
                  <span className="mt-1 block text-sm text-muted-foreground">To: {t.audience}</span>
                  {t.customised && t.updatedAt ? (
                    <span className="block text-xs text-muted-foreground">
                      Changed {formatDateTime(t.updatedAt)}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {current ? (
          <TemplateEditor
            // Not keyed by the saved time: a save must not remount the editor under its own toast.
            key={current.key}
            template={current}
            organisation={organisation}
          />
        ) : (
          <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
            Choose an e-mail to read and change its wording.
          </p>
        )}
      </div>
    </div>
  );
}
