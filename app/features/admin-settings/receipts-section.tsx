import { Mail } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { Link } from "react-router";
import { TextareaField } from "~/components/ui/textarea-field";
import type { SiteSettingsFormValues } from "../../../shared/schemas/settings";
import { fieldProps } from "./form-fields";
import { SettingsSection } from "./settings-section";

export function ReceiptsSection({ form }: { form: UseFormReturn<SiteSettingsFormValues> }) {
  return (
    <SettingsSection
      id="receipts"
      title="Receipts"
      description="Every donation receipt names the legal name and EIN above (IRS Publication 1771)."
    >
      <TextareaField
        label="Thank-you paragraph on receipts"
        rows={4}
        {...fieldProps(form, "receiptThanks")}
      />
      <p className="text-sm">
        <Link
          to="/admin/settings/emails"
          className="inline-flex items-center gap-1 font-medium text-primary underline"
        >
          <Mail aria-hidden="true" className="size-4" /> E-mail templates
        </Link>{" "}
        <span className="text-muted-foreground">
          : the wording of receipts, confirmations and other e-mails.
        </span>
      </p>
    </SettingsSection>
  );
}
