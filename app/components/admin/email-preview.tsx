// The preview of an e-mail as its recipient gets it (docs/architecture.md
// "E-mail templates"): the subject and the HTML part, made in the browser by the
// same render functions as the server's (shared/domain/email-templates.ts).
// That HTML is only <p>, <br> and <a href="http(s)://…"> around text whose every
// character was escaped, so it is shown as markup here rather than in a frame.
export function EmailPreview({
  subject,
  html,
  to,
}: {
  subject: string;
  html: string;
  to?: string;
}) {
  return (
    <section aria-label="Preview" className="overflow-hidden rounded-xl border bg-card">
      <div className="space-y-1 border-b bg-secondary/50 p-4 text-sm">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          Preview
        </h2>
        {to ? <p className="text-muted-foreground">To {to}</p> : null}
        <p className="font-semibold" data-testid="preview-subject">
          {subject || "(no subject)"}
        </p>
      </div>
      <div
        data-testid="preview-body"
        className="space-y-4 break-words p-4 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}
