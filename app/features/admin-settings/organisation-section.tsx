import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { ImageUploadField } from "~/components/image-upload";
import { TextField } from "~/components/ui/text-field";
import type { SiteSettingsFormValues } from "../../../shared/schemas/settings";
import { fieldProps } from "./form-fields";
import { SettingsSection } from "./settings-section";

/** The zones this browser knows, offered as suggestions; only after hydration (lists differ between runtimes). */
function useTimeZoneSuggestions() {
  const [zones, setZones] = useState<string[]>([]);
  useEffect(() => {
    const supported = (Intl as { supportedValuesOf?: (key: "timeZone") => string[] })
      .supportedValuesOf;
    if (supported) setZones(supported("timeZone"));
  }, []);
  return zones;
}

export function OrganisationSection({
  form,
  onUploadingChange,
}: {
  form: UseFormReturn<SiteSettingsFormValues>;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const zones = useTimeZoneSuggestions();
  return (
    <SettingsSection
      id="organisation"
      title="Organization"
      description="Shown in the header, the footer, search results and shared links; the legal name and EIN appear on every receipt."
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Organization name"
          autoComplete="organization"
          {...fieldProps(form, "name")}
        />
        <TextField label="Legal name" autoComplete="off" {...fieldProps(form, "legalName")} />
        <TextField
          label="EIN"
          placeholder="12-3456789"
          inputMode="numeric"
          autoComplete="off"
          {...fieldProps(form, "ein")}
        />
        <div>
          <TextField
            label="Time zone"
            list="settings-time-zones"
            autoComplete="off"
            placeholder="America/Chicago"
            {...fieldProps(form, "timeZone")}
          />
          <datalist id="settings-time-zones">
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <p className="mt-1 text-xs text-muted-foreground">
            Event dates and times on the site and in e-mails use this zone.
          </p>
        </div>
      </div>
      <ImageUploadField
        control={form.control}
        name="logoUrl"
        folder="site-logo"
        label="Logo (optional)"
        onUploadingChange={onUploadingChange}
      />
    </SettingsSection>
  );
}
