import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

// SPEC §2: any other path is a 404 page; the unknown path is logged.
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  context.services.log.warn("page not found", { requestId: context.requestId, path: url.pathname });
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "Page not found");

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
