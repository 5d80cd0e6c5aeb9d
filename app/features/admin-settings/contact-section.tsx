import type { UseFormReturn } from "react-hook-form";
import { TextField } from "~/components/ui/text-field";
import type { SiteSettingsFormValues } from "../../../shared/schemas/settings";
import { ListField } from "./list-field";
import { fieldProps } from "./form-fields";
import { SettingsSection } from "./settings-section";

export function ContactSection({ form }: { form: UseFormReturn<SiteSettingsFormValues> }) {
  return (
    <SettingsSection
      id="contact"
      title="Contact & hours"
      description="Shown in the footer and on the Contact page. Contact-form messages are sent to this e-mail."
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          {...fieldProps(form, "email")}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" {...fieldProps(form, "phone")} />
        <div className="sm:col-span-2">
          <TextField
            label="Street"
            autoComplete="street-address"
            {...fieldProps(form, "address.street")}
          />
        </div>
        <TextField
          label="City"
          autoComplete="address-level2"
          {...fieldProps(form, "address.city")}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="State"
            autoComplete="address-level1"
            {...fieldProps(form, "address.region")}
          />
          <TextField
            label="ZIP code"
            autoComplete="postal-code"
            {...fieldProps(form, "address.postalCode")}
          />
        </div>
      </div>
      <ListField
        form={form}
        name="social"
        legend="Social links"
        item="Link"
        max={5}
        blank={{ label: "", url: "https://" }}
        columns={[
          { name: "label", label: "Label", placeholder: "Facebook" },
          {
            name: "url",
            label: "Address (https://)",
            placeholder: "https://www.facebook.com/…",
            inputMode: "url",
          },
        ]}
      />
      <ListField
        form={form}
        name="officeHours"
        legend="Office hours"
        item="Row"
        max={7}
        blank={{ days: "", hours: "" }}
        columns={[
          { name: "days", label: "Days", placeholder: "Mon-Fri" },
          { name: "hours", label: "Hours", placeholder: "9-5 or Closed" },
        ]}
      />
    </SettingsSection>
  );
}
