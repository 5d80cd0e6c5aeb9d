// server/services/content as the public pages call it: route modules reach server/ only through
// *.server.ts modules (docs/architecture.md "Layout").
export { submitContactMessage } from "../../server/services/content/contact";
export {
  listActiveFundraisers,
  listAllFundraisers,
  listTeamMembers,
} from "../../server/services/content/public-content";
