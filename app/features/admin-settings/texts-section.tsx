import type { UseFormReturn } from "react-hook-form";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import type { SiteSettingsFormValues } from "../../../shared/schemas/settings";
import { ListField } from "./list-field";
import { fieldProps } from "./form-fields";
import { SettingsSection } from "./settings-section";

export function TextsSection({ form }: { form: UseFormReturn<SiteSettingsFormValues> }) {
  return (
    <SettingsSection
      id="texts"
      title="Public texts"
      description="The words of the home, about and footer sections."
    >
      <TextField label="Tagline" autoComplete="off" {...fieldProps(form, "tagline")} />
      <TextareaField
        label="About the organization (footer, search results)"
        rows={3}
        {...fieldProps(form, "blurb")}
      />
      <TextField label="Hero headline" autoComplete="off" {...fieldProps(form, "heroHeadline")} />
      <TextareaField label="Hero text" rows={3} {...fieldProps(form, "heroText")} />
      <TextareaField label="Home page mission" rows={3} {...fieldProps(form, "missionIntro")} />
      <TextareaField label="About page introduction" rows={3} {...fieldProps(form, "aboutIntro")} />
      <TextareaField label="Mission" rows={3} {...fieldProps(form, "mission")} />
      <TextareaField label="Vision" rows={3} {...fieldProps(form, "vision")} />
      <ListField
        form={form}
        name="programs"
        legend="Programs (About page)"
        item="Program"
        max={8}
        blank={{ title: "", text: "" }}
        columns={[
          { name: "title", label: "Program name" },
          { name: "text", label: "Description", multiline: true },
        ]}
      />
      <TextField
        label="Copyright line"
        hint="{year} becomes this year and {legalName} your legal name (or {name} the site's name), e.g. © {year} {legalName}. All rights reserved."
        autoComplete="off"
        {...fieldProps(form, "copyright")}
      />
    </SettingsSection>
  );
}
