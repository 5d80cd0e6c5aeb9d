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
};

/** The root loader's data (signed-in user), available to every component. */
export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}
