// server/services/staff as the staff pages and the invitation page call it
// (docs/architecture.md "Layout").
export {
  cancelInvitation,
  changeStaffRole,
  inviteStaff,
  listStaff,
  removeStaff,
} from "../../server/modules/staff/staff-admin";
export {
  claimInvitation,
  invitationRefusal,
  viewInvitation,
} from "../../server/modules/staff/invitations";
