// The staff invitation e-mail (DESIGN "Staff and roles": owners invite by
// e-mail, single-use, 7 days), in the wording of the `staff-invitation`
// template (docs/architecture.md "E-mail templates"). The invitation service
// queues what this returns with enqueueEmail, in the transaction that stores the
// invitation (pass it as `db`).
import type { DbOrTx } from "../../db/client";
import type { EmailMessage } from "../../mail/outbox";
import { formatLongDate, formatTime } from "../../../shared/domain/dates";
import { isStaffRole, ROLE_LABELS } from "../../../shared/domain/staff-roles";
import { renderEmailTemplate, siteSettingsIn, type MailServices } from "../../core/index.server";

export type StaffInvitationInput = {
  /** The invited person's e-mail address. */
  to: string;
  /** A staff role ("owner", "manager", "door"), shown by its label. */
  role: string;
  /** Who invites: their name, or their e-mail address. */
  invitedBy: string;
  /** The absolute, single-use link to accept the invitation. */
  link: string;
  expiresAt: Date;
};

export async function staffInvitationEmail(
  services: MailServices,
  input: StaffInvitationInput,
  db: DbOrTx = services.db,
): Promise<EmailMessage> {
  const settings = await siteSettingsIn(db, services);
  const mail = await renderEmailTemplate(
    db,
    "staff-invitation",
    {
      invitee_email: input.to,
      role: isStaffRole(input.role) ? ROLE_LABELS[input.role] : input.role,
      invited_by: input.invitedBy,
      invitation_link: input.link,
      expires: `${formatLongDate(input.expiresAt)} at ${formatTime(input.expiresAt)}`,
    },
    settings,
  );
  return { to: input.to, ...mail };
}
