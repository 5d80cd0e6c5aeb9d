// The default wording of the e-mails about the back office (docs/architecture.md
// "E-mail templates"; docs/decisions/013-staff-roles.md): a contact message
// forwarded to staff, and an invitation to join the staff.
import type { EmailTemplateKey, EmailTemplateSpec } from "./email-template-keys";
import { organisation, signature } from "./email-template-organisation";

export const STAFF_EMAIL_TEMPLATES = {
  "contact-notification": {
    key: "contact-notification",
    label: "Contact message (to staff)",
    audience: "Staff",
    description:
      "Sent to the organization's e-mail address when someone writes through the contact form.",
    subject: "New message: {{topic}}",
    body: [
      "{{sender_name}} <{{sender_email}}> wrote through the contact form:",
      "",
      "Subject: {{subject}}",
      "",
      "{{message}}",
      "",
      "Read and manage messages in the back office under Messages (/admin/messages).",
    ].join("\n"),
    required: ["message"],
    placeholders: [
      { name: "sender_name", description: "Who wrote", sample: "Sam Smith" },
      { name: "sender_email", description: "Their e-mail address", sample: "sam@example.org" },
      { name: "subject", description: "The subject they gave, or (none)", sample: "Volunteering" },
      {
        name: "topic",
        description: "The subject they gave, or their name and (no subject)",
        sample: "Volunteering",
      },
      {
        name: "message",
        description: "What they wrote",
        sample: "How can I help with the next care package drive?",
        block: true,
      },
    ],
  },
  "staff-invitation": {
    key: "staff-invitation",
    label: "Staff invitation",
    audience: "People invited to the back office",
    description:
      "Sent when an owner invites someone to the back office. The link works once, for 7 days.",
    subject: "You're invited to the {{organisation}} back office",
    body: [
      "Hello,",
      "",
      "{{invited_by}} has invited you ({{invitee_email}}) to help run the {{organisation}} website, with the role {{role}}.",
      "",
      "Accept the invitation and choose your password here:",
      "{{invitation_link}}",
      "",
      "The link works once and expires on {{expires}}. If you were not expecting this invitation, you can ignore this e-mail.",
      "",
      signature,
    ].join("\n"),
    required: ["invitation_link"],
    placeholders: [
      {
        name: "invitee_email",
        description: "The invited person's e-mail address",
        sample: "sam@example.org",
      },
      { name: "role", description: "The role they will have", sample: "Manager" },
      { name: "invited_by", description: "Who sent the invitation", sample: "Ada Admin" },
      {
        name: "invitation_link",
        description: "The single-use link to accept the invitation",
        sample: "https://homefront.org/invitations/sample",
        link: true,
      },
      {
        name: "expires",
        description: "When the link stops working",
        sample: "Saturday, December 19, 2026 at 6:30 PM",
      },
      ...organisation,
    ],
  },
} satisfies Partial<Record<EmailTemplateKey, EmailTemplateSpec>>;
