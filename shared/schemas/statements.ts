// The public request for a year-end statement (docs/statements.md): an e-mail address
// and a year. The answer never says whether the address is known.
import { z } from "zod";

export const STATEMENT_REQUEST_ANSWER =
  "If we have gifts from this address for that year, we've e-mailed a link to your statement. It works for 7 days.";

export const statementRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: "Required" })
    .max(255, { message: "Email must be less than 255 characters" })
    .pipe(z.email({ message: "Invalid email address" })),
  // Not checked here: the year has one rule and one message set, checkStatementYear
  // (server/modules/statements), which needs the organisation's calendar (docs/statements.md).
  year: z.unknown(),
});

export type StatementRequestValues = z.infer<typeof statementRequestSchema>;
