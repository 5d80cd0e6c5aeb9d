// The organisation's settings in components and meta functions (docs/architecture.md
// "Settings"): the root loader reads them once per page (app/root.tsx), so every
// component sees what the owner last saved at /admin/settings.
import type { SiteSettings } from "../../shared/schemas/settings";
import { defaultSiteSettings } from "../../shared/site";
import { useRootData, type RootData } from "./root-data";

/** The settings, from the root loader; SPEC's defaults when the root loader did not run (an early error). */
export function useSite(): SiteSettings {
  return useRootData()?.site ?? defaultSiteSettings;
}

/** What a route's `meta` function receives, as far as the settings go. */
export type MetaMatchesArgs = { matches: readonly ({ id: string; data?: unknown } | undefined)[] };

/** The settings in a `meta` function, from the root route's match. */
export function siteFromMatches({ matches }: MetaMatchesArgs): SiteSettings {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  return root?.site ?? defaultSiteSettings;
}
