// E-mail templates (owner only; docs/architecture.md "E-mail templates"): the
// wording of every automatic e-mail, edited, previewed and reset to default.
import { EmailTemplatesPage } from "~/features/admin-email-templates/email-templates-page";
import { getSiteSettings, organisationValues } from "../../../server/core/index.server";
import {
  listEmailTemplates,
  resetEmailTemplate,
  saveEmailTemplate,
} from "../../../server/modules/back-office/index.server";
import { parseInput } from "~/lib/action-contract.server";
import { adminAction } from "~/lib/admin-action.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import { isEmailTemplateKey } from "../../../shared/domain/email-template-keys";
import {
  emailTemplateKeySchema,
  emailTemplateSaveSchema,
} from "../../../shared/schemas/email-template";
import type { Route } from "./+types/settings-emails";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "E-mail Templates");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "settings");
  const selected = new URL(request.url).searchParams.get("template");
  const [templates, settings] = await Promise.all([
    listEmailTemplates(context.services.db),
    getSiteSettings(context.services),
  ]);
  return {
    templates,
    selected: isEmailTemplateKey(selected) ? selected : null,
    // The preview shows the organisation as it is now, not the samples.
    organisation: organisationValues(settings),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(request, context, "settings");
  const { db } = context.services;
  return adminAction(request, {
    save: async (body) => {
      const input = parseInput(emailTemplateSaveSchema, body);
      const { changed } = await saveEmailTemplate(db, actor, input);
      return { ok: true as const, intent: "save" as const, key: input.key, changed };
    },
    reset: async (body) => {
      const { key } = parseInput(emailTemplateKeySchema, body);
      const { changed } = await resetEmailTemplate(db, actor, key);
      return { ok: true as const, intent: "reset" as const, key, changed };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EmailTemplatesPage {...loaderData} />;
}
