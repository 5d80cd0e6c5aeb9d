// server/services/content as the pages call it: route modules reach server/ only through
// *.server.ts modules (docs/architecture.md "Layout").
export { submitContactMessage } from "../../server/modules/content/contact";
export {
  listActiveFundraisers,
  listAllFundraisers,
  listTeamMembers,
} from "../../server/modules/content/public-content";
export {
  createFundraiser,
  deleteFundraiser,
  listFundraisersForAdmin,
  updateFundraiser,
} from "../../server/modules/content/fundraisers";
export { deleteMessage, listMessages } from "../../server/modules/content/messages";
export {
  createTeamMember,
  deleteTeamMember,
  listTeamMembersForAdmin,
  reorderTeamMembers,
  updateTeamMember,
} from "../../server/modules/content/team";
