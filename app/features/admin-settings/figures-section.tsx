import type { UseFormReturn } from "react-hook-form";
import type { SiteSettingsFormValues } from "../../../shared/schemas/settings";
import { ListField } from "./list-field";
import { SettingsSection } from "./settings-section";

const columns = [
  { name: "value", label: "Figure", placeholder: "5000+" },
  { name: "label", label: "Label", placeholder: "Care Packages Sent" },
];

export function FiguresSection({ form }: { form: UseFormReturn<SiteSettingsFormValues> }) {
  return (
    <SettingsSection
      id="figures"
      title="Impact figures"
      description="Short figures such as 5000+ or $25K+, each with a label. On the donate page, {raisedThisYear}, {donorsThisYear} and {activeFundraisers} are filled in from your records."
    >
      <ListField
        form={form}
        name="impact"
        legend="Home and About pages"
        item="Figure"
        max={8}
        blank={{ value: "", label: "" }}
        columns={columns}
      />
      <ListField
        form={form}
        name="donateImpact"
        legend="Donate page (Your Impact)"
        item="Donate figure"
        max={8}
        blank={{ value: "", label: "" }}
        columns={columns}
      />
    </SettingsSection>
  );
}
