// What an action hands back to its form: the error contract of STYLE §6, or ok.
export type ActionIssue = { path: string; message: string };
export type ActionError = { error: { code: string; message: string; issues?: ActionIssue[] } };
export type ActionOk<T = object> = { ok: true } & T;

export function isActionError(value: unknown): value is ActionError {
  return typeof value === "object" && value !== null && "error" in value;
}
