import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";

const linkClass = "rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-secondary";

/**
 * Previous / next for a paged admin list. On a page, links that keep the other
 * query parameters (the search stays in the URL); inside a dialog, which has no
 * address of its own, buttons that call `onPage`.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage?: (page: number) => void;
}) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(p));
    return `${pathname}?${params}`;
  };
  const step = (p: number, label: string) =>
    onPage ? (
      <Button type="button" variant="outline" size="sm" onClick={() => onPage(p)}>
        {label}
      </Button>
    ) : (
      <Link to={href(p)} className={linkClass}>
        {label}
      </Link>
    );
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      {page > 1 ? step(page - 1, "Previous") : <span />}
      <span className="text-sm text-muted-foreground">
        Page {page} of {pages}
      </span>
      {page < pages ? step(page + 1, "Next") : <span />}
    </nav>
  );
}
