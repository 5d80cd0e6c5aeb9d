import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { InviteForm } from "./invite-form";
import { StaffInvitations, type StaffInvitation } from "./staff-invitations";
import { StaffMembers, type StaffMember } from "./staff-members";

/** DESIGN "Staff and roles": who runs the back office, and with which role. */
export function StaffPage({
  members,
  invitations,
  me,
}: {
  members: StaffMember[];
  invitations: StaffInvitation[];
  me: string;
}) {
  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Staff"
        description="Invite the people who help run the site and choose what each of them can do."
      />
      <InviteForm />
      <StaffMembers members={members} me={me} />
      <StaffInvitations invitations={invitations} />
    </div>
  );
}
