import "./lib/zod-config";
import { Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import type { Route } from "./+types/root";
import { APP_STYLES_HREF, appStyles } from "./lib/app-styles";
import { PageScripts } from "./components/layout/page-scripts";
import { NavigationProgress } from "./components/layout/navigation-progress";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { TestModeBanner } from "./components/layout/test-mode-banner";
import { Notifications, whenToasterReady } from "./components/ui/notifications";
import { Spinner } from "./components/ui/spinner";
import { clearFlashCookie, readFlash } from "./lib/flash";
import { type RootData, useRootData } from "./lib/root-data";
import { replayEarlyInput } from "./lib/early-input";
import { scheduleIdlePreload } from "./lib/idle-preload";
import { REGISTRATION_PRELOAD_STEPS } from "./features/events/registration/preload-steps";
import { getSiteSettings } from "../server/core/index.server";
import { setOrganisationTimeZone } from "../shared/domain/time-zone";
import { yearInZone } from "../shared/domain/zoned-time";

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const user = context.user
    ? { name: context.user.name, email: context.user.email, role: context.user.role }
    : null;
  const site = await getSiteSettings(context.services);
  // docs/security.md §1: the CSP nonce travels with the page, so the inline scripts rendered in
  // components (JSON-LD) carry it during SSR and hydration alike; it is new per request.
  return {
    user,
    flash: readFlash(request.headers.get("cookie")),
    cspNonce: context.cspNonce,
    testMode: context.services.payments.name === "demo",
    site,
    year: yearInZone(new Date(), site.timeZone),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Without root data (an error before the root loader ran) React Router falls back to
  // the nonce given to <ServerRouter> in app/entry.server.tsx.
  const rootData = useRootData();
  const nonce = rootData?.cspNonce;
  // Dates below are shown in the organisation's time zone, the same on the server and in
  // the browser; set before any page under the root renders one (shared/domain/time-zone.ts).
  if (rootData?.site) setOrganisationTimeZone(rootData.site.timeZone);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* docs/decisions/012: the stylesheet is inlined, and its `precedence` makes React put it
            first in <head>, ahead of the modulepreload links; nothing blocks the first paint. */}
        <style href={APP_STYLES_HREF} precedence="default">
          {appStyles}
        </style>
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <TestModeBanner active={rootData?.testMode ?? false} />
        {children}
        <PageScripts nonce={nonce} rootData={rootData} />
      </body>
    </html>
  );
}

/** SPEC §2 guard: a full-screen spinner while permissions for /admin are checked. */
function PermissionCheck() {
  const navigation = useNavigation();
  const location = useLocation();
  const enteringAdmin =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/admin") &&
    !location.pathname.startsWith("/admin");
  if (!enteringAdmin) return null;
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-background/90">
      <Spinner label="Checking permissions..." />
    </div>
  );
}

function FlashToast() {
  const { flash } = useLoaderData<typeof loader>();
  useEffect(() => {
    if (!flash) return;
    clearFlashCookie();
    let cancelled = false;
    void whenToasterReady().then((toast) => {
      if (cancelled) return;
      const show = flash.variant === "error" ? toast.error : toast.success;
      show(flash.title, { description: flash.description });
    });
    return () => {
      cancelled = true;
    };
  }, [flash]);
  return null;
}

/**
 * Plays back what the visitor did before the app ran (app/lib/early-input.ts).
 * It sits after the page, inside its Suspense boundary, so its effect runs once
 * the page itself has hydrated: every button's handler and every field's
 * tracker is then in place. Only public pages keep early input
 * (APP_AFTER_LOAD_ROUTES), so the back office has none to play.
 */
function ReplayEarlyInput() {
  useEffect(() => replayEarlyInput(), []);
  return null;
}

/** /admin and everything under it; not /administer or other paths that merely start alike. */
function isBackOfficePath(pathname: string) {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export default function App() {
  useEffect(() => scheduleIdlePreload(REGISTRATION_PRELOAD_STEPS), []);
  const backOffice = isBackOfficePath(useLocation().pathname);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      {backOffice ? (
        // The back office has a frame of its own (app/features/admin/admin-shell.tsx) with its
        // own top bar, section menu and <main id="main">; the public header and footer stay out.
        <Outlet />
      ) : (
        <>
          <SiteHeader />
          <main id="main" className="flex-1">
            {/* The page hydrates after the header and footer, in slices that let the
                browser in between (docs/decisions/012-first-load-on-a-phone.md,
                "Hydration in parts"); a tap on it before then hydrates it at once. */}
            <Suspense>
              <Outlet />
              <ReplayEarlyInput />
            </Suspense>
          </main>
          <SiteFooter />
        </>
      )}
      <PermissionCheck />
      <FlashToast />
      <Notifications />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let details = "An unexpected error occurred. Please try again.";
  let back = { href: "/", label: "Return to Home" };
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Oops! Page not found" : `Error ${error.status}`;
    details = error.status === 404 ? details : error.statusText || details;
    if (error.status === 403) {
      // A staff member whose role does not reach this page (app/lib/guard.server.ts).
      title = "Access Denied";
      details = (error.data as { message?: string } | undefined)?.message ?? details;
      back = { href: "/admin", label: "Back to the back office" };
    }
  }
  return (
    <main
      id="main"
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <title>{title}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{details}</p>
      <a className="font-medium text-primary underline" href={back.href}>
        {back.label}
      </a>
    </main>
  );
}
