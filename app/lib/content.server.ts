// server/services/content as the pages call it: route modules reach server/ only through
// *.server.ts modules (docs/architecture.md "Layout").
export { submitContactMessage } from "../../server/services/content/contact";
export {
  listActiveFundraisers,
  listAllFundraisers,
  listTeamMembers,
} from "../../server/services/content/public-content";
export {
  createFundraiser,
  deleteFundraiser,
  listFundraisersForAdmin,
  updateFundraiser,
} from "../../server/services/content/fundraisers";
export { deleteMessage, listMessages } from "../../server/services/content/messages";
export {
  createTeamMember,
  deleteTeamMember,
  listTeamMembersForAdmin,
  reorderTeamMembers,
  updateTeamMember,
} from "../../server/services/content/team";
