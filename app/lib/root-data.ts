import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "../../shared/schemas/settings";
import type { Flash } from "./flash";

/**
 * What the root loader (app/root.tsx) gives every page. Declared here rather than
 * taken from `typeof loader`, so the components that read it do not import the root
 * module that renders them (docs/architecture.md "Layout": no import cycles).
 */
export type RootData = {
  user: { name: string; email: string; role: string } | null;
  flash: Flash | null;
  cspNonce: string | undefined;
  /** The demo payment provider is active: every page shows the test-mode banner. */
  testMode: boolean;
  /** The organisation's settings (/admin/settings); components read them through useSite() (app/lib/site.ts). */
  site: SiteSettings;
  /**
   * This year in the organisation's time zone (the footer's copyright line), worked
   * out on the server: the browser then builds no date formatter to hydrate the
   * footer, which on a phone is several milliseconds of the first load
   * (docs/decisions/012-first-load-on-a-phone.md). The page cache keeps no page past midnight there.
   */
  year: number;
};

/** The root loader's data (signed-in user), available to every component. */
export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}
