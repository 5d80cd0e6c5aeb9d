// The entry of server/modules/staff: the only file other code imports from it (docs/architecture.md "Modules").
export { staffInvitationEmail } from "./invitation-email";
export { claimInvitation, invitationRefusal, viewInvitation } from "./invitations";
export {
  cancelInvitation,
  changeStaffRole,
  inviteStaff,
  listStaff,
  removeStaff,
} from "./staff-admin";
