// What every e-mail template may say of the organization (docs/architecture.md
// "E-mail templates"): its name and contacts as placeholders, and the signature
// most templates end with.
import type { Placeholder } from "./email-templates";

export const organisation: Placeholder[] = [
  { name: "organisation", description: "The organization's name", sample: "Homefront" },
  {
    name: "organisation_email",
    description: "The organization's e-mail address",
    sample: "info@homefront.org",
  },
  {
    name: "organisation_phone",
    description: "The organization's phone number",
    sample: "(254) 555-0142",
  },
];

export const signature =
  "With gratitude,\n{{organisation}}\n{{organisation_email}} · {{organisation_phone}}";
