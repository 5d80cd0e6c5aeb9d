// A guest's check-in state is a fold over its operations (docs/decisions/014-check-in-sync.md):
// in (occurredAt, recordedAt, seq) order, a check-in checks the guest in unless they
// already are (the earliest wins and is the time shown), an undo checks them out.
// Pure, so the door screen can fold its own queue the same way the server does;
// server/modules/orders/check-in-state.ts writes the same rule in SQL for whole events.

export type FoldOperation = {
  id: string;
  op: "check-in" | "undo";
  occurredAt: Date;
  recordedAt: Date;
  seq: number;
};

/** Device time first; the server's arrival order breaks ties. */
export function compareOperations(a: FoldOperation, b: FoldOperation) {
  return (
    a.occurredAt.getTime() - b.occurredAt.getTime() ||
    a.recordedAt.getTime() - b.recordedAt.getTime() ||
    a.seq - b.seq
  );
}

export type FoldStep = {
  /** The check-in in effect just before this operation (null: checked out). */
  before: FoldOperation | null;
  /** The check-in in effect just after it. */
  after: FoldOperation | null;
};

/**
 * Folds one guest's operations. Returns the winning check-in (null when checked
 * out) and, per operation id, the state around it.
 */
export function foldCheckIns(operations: readonly FoldOperation[]) {
  const steps = new Map<string, FoldStep>();
  let current: FoldOperation | null = null;
  for (const operation of [...operations].sort(compareOperations)) {
    const before: FoldOperation | null = current;
    if (operation.op === "undo") current = null;
    else current ??= operation;
    steps.set(operation.id, { before, after: current });
  }
  return { checkedIn: current, steps };
}
