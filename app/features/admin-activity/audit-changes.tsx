type Json = unknown;

function show(value: Json): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value === "" ? "(empty)" : value;
  return JSON.stringify(value);
}

/** The fields a change touched, before → after. */
export function AuditChanges({ before, after }: { before: Json; after: Json }) {
  const b = (before ?? {}) as Record<string, Json>;
  const a = (after ?? {}) as Record<string, Json>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (keys.length === 0) return null;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-xs">
      {keys.map((key) => (
        <div key={key} className="contents">
          <dt className="font-medium">{key}</dt>
          <dd className="min-w-0 break-words">
            {before ? <del className="text-muted-foreground">{show(b[key])}</del> : null}
            {before && after ? " → " : null}
            {after ? <ins className="no-underline">{show(a[key])}</ins> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
