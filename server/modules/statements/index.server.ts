// The entry of server/modules/statements: the only file other code imports from it (docs/architecture.md "Modules").
export {
  readStatementToken,
  requestStatementLink,
  statementFromToken,
  statementToken,
} from "./request";
export {
  advanceStatementRuns,
  getStatementRun,
  listStatementSupporters,
  sendStatement,
  startStatementRun,
  statementPdf,
  statementsOverview,
  stepStatementRun,
  type StatementListItem,
  type StatementRun,
} from "./runs-admin";
export { checkStatementYear } from "./statement";
