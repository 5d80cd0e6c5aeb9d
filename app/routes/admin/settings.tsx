// /admin/settings: the organisation's identity, public texts, figures, contact
// details and receipt wording (DESIGN "Runtime contract"), and the payments status.
// Owners only (DESIGN "Staff and roles": the `settings` permission).
import { SettingsPage } from "~/features/admin-settings/settings-page";
import { adminAction } from "~/lib/admin-action.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import {
  getPaymentsStatus,
  getSiteSettings,
  updateSiteSettings,
} from "../../../server/core/index.server";
import type { MetaMatchesArgs } from "~/lib/site";
import type { Route } from "./+types/settings";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "settings");
  const { services } = context;
  const [settings, payments] = await Promise.all([
    getSiteSettings(services),
    getPaymentsStatus(services),
  ]);
  return { settings, payments };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(request, context, "settings");
  return adminAction(request, {
    // The whole document, checked by the shared schema inside the service.
    save: async (body) => {
      const { intent: _intent, ...input } = body;
      await updateSiteSettings(context.services, actor, input);
      return { ok: true as const, intent: "save" as const };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SettingsPage settings={loaderData.settings} payments={loaderData.payments} />;
}
