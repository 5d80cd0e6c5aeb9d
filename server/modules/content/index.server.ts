// The entry of server/modules/content: the only file other code imports from it (docs/architecture.md "Modules").
export { submitContactMessage } from "./contact";
export { deriveStartingAmounts, syncFundraiserRaised } from "./fundraiser-raised";
export {
  createFundraiser,
  deleteFundraiser,
  listFundraisersForAdmin,
  updateFundraiser,
  type FundraiserGift,
} from "./fundraisers";
export { deleteMessage, listMessages } from "./messages";
export {
  listActiveFundraisers,
  listAllFundraisers,
  listTeamMembers,
  type PublicFundraiser,
  type PublicTeamMember,
} from "./public-content";
export {
  createTeamMember,
  deleteTeamMember,
  listTeamMembersForAdmin,
  reorderTeamMembers,
  updateTeamMember,
} from "./team";
