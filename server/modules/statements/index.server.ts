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
  startStatementRun,
  stepStatementRun,
  type StatementRun,
} from "./runs-admin";
export { sendStatement, statementPdf } from "./statement-email-admin";
export {
  listStatementSupporters,
  statementsOverview,
  type StatementListItem,
} from "./statement-supporters-admin";
export { STATEMENT_YEAR_MESSAGES, checkStatementYear, readStatementYear } from "./statement";
