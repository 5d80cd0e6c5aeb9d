import { data } from "react-router";
import { ContactPage } from "~/features/contact/contact-page";
import { orErrorResult, readForm } from "~/lib/action-contract.server";
import { publicCacheHeaders } from "~/lib/http-cache.server";
import { siteFromMatches } from "~/lib/site";
import { siteTitle, socialMeta } from "~/lib/social-meta";
import { submitContactMessage } from "../../server/modules/content/index.server";
import { CONTACT_FAILED, CONTACT_LIMITS } from "../../shared/schemas/contact";
import { getSiteSettings } from "../../server/core/index.server";
import type { Route } from "./+types/contact";

export function loader({ request, context }: Route.LoaderArgs) {
  return data(
    { origin: context.services.env.PUBLIC_URL },
    { headers: publicCacheHeaders(request, context, 3600) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, log } = context.services;
  let fields: Record<string, string> = {};
  try {
    const result = await orErrorResult(async () => {
      fields = await readForm(request);
      const { email: staffEmail } = await getSiteSettings(context.services);
      await submitContactMessage(db, fields, { clientIp: context.clientIp, staffEmail });
      return { ok: true as const };
    });
    // Without JavaScript the page is rendered again from this answer: hand back what
    // was typed, so a refusal loses nothing (docs/security.md §5 "No password in a URL").
    return "ok" in result
      ? result
      : data({ ...result.data, values: typedValues(fields) }, result.init ?? undefined);
  } catch (error) {
    log.error("contact message failed", { requestId: context.requestId, error: String(error) });
    return data({ error: { code: "unavailable", message: CONTACT_FAILED } }, { status: 503 });
  }
}

function typedValues(fields: Record<string, string>) {
  const keep = (key: keyof typeof CONTACT_LIMITS) =>
    (fields[key] ?? "").slice(0, CONTACT_LIMITS[key]);
  return {
    name: keep("name"),
    email: keep("email"),
    subject: keep("subject"),
    message: keep("message"),
  };
}

// A network failure or an unexpected server error becomes the same answer as
// any failure, so the form shows SPEC §8's 'Error' toast instead of a broken page.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { error: { code: "unavailable", message: CONTACT_FAILED } };
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  const site = siteFromMatches(args);
  return socialMeta({
    site,
    title: siteTitle(site, "Contact"),
    description: `Get in touch with ${site.name}: volunteer, partner with us, or ask about care packages and events. We typically reply within 24 hours.`,
    origin: loaderData?.origin ?? "",
    path: "/contact",
  });
};

export default function Contact() {
  return <ContactPage />;
}
