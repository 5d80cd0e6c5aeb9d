import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";

/** Previous / next links for a paged admin list, keeping the other query parameters. */
export function Pagination({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(p));
    return `${pathname}?${params}`;
  };
  const linkClass = "rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-secondary";
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted-foreground">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className={cn(linkClass)}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
