// /admin/settings (DESIGN "Runtime contract"): one form for the organisation's
// settings, checked in the browser and in the action by the same schema
// (shared/schemas/settings.ts); the payments status below it is read only.
import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { Button } from "~/components/ui/button";
import type { PaymentsStatus } from "../../../server/core/index.server";
import {
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsFormValues,
} from "../../../shared/schemas/settings";
import { ContactSection } from "./contact-section";
import { FiguresSection } from "./figures-section";
import { OrganisationSection } from "./organisation-section";
import { PaymentsStatusCard } from "./payments-status-card";
import { ReceiptsSection } from "./receipts-section";
import { TextsSection } from "./texts-section";

const SECTIONS = [
  { id: "organisation", label: "Organization" },
  { id: "texts", label: "Public texts" },
  { id: "figures", label: "Impact figures" },
  { id: "contact", label: "Contact & hours" },
  { id: "receipts", label: "Receipts" },
  { id: "payments", label: "Payments" },
];

export function SettingsPage({
  settings,
  payments,
}: {
  settings: SiteSettings;
  payments: PaymentsStatus;
}) {
  const form = useForm<SiteSettingsFormValues, unknown, SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: settings,
  });
  const mutation = useAdminMutation<{ ok: true }>();
  const [uploading, setUploading] = useState(false);

  const save = form.handleSubmit((values) => {
    mutation.submit(
      { intent: "save", ...values },
      {
        onSuccess: () => {
          form.reset(values);
          toast.success("Settings saved", {
            description: "The site shows the new settings from the next page view.",
          });
        },
        onError: (error) => {
          for (const issue of error.issues ?? []) {
            form.setError(issue.path as never, { type: "server", message: issue.message });
          }
          toast.error("Could not save settings", { description: error.message });
        },
      },
    );
  });

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Settings"
        description="Your organization's name, texts, figures and contact details, everywhere on the site and in e-mails."
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/settings/emails">
              <Mail aria-hidden="true" /> E-mail templates
            </Link>
          </Button>
        }
      />
      <nav aria-label="Settings sections">
        <ul className="flex flex-wrap gap-2 text-sm">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block rounded-full border px-3 py-1 hover:bg-secondary"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form onSubmit={save} noValidate className="space-y-6">
        <OrganisationSection form={form} onUploadingChange={setUploading} />
        <TextsSection form={form} />
        <FiguresSection form={form} />
        <ContactSection form={form} />
        <ReceiptsSection form={form} />
        <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
          {form.formState.isDirty ? (
            <p className="mr-auto text-sm text-muted-foreground">Unsaved changes</p>
          ) : null}
          <Button type="submit" disabled={mutation.busy || uploading}>
            {mutation.busy ? "Saving..." : "Save settings"}
          </Button>
        </div>
      </form>
      <PaymentsStatusCard status={payments} />
    </div>
  );
}
