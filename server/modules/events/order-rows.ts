// The rows (lines) of an order in SQL (docs/decisions/018-codes-and-orders.md):
// one registration row per ticket type line, the first row's id the order's id.
// shared/domain/orders.ts is the same rule in TypeScript.
import { and, eq, isNull, or, sql, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { eventRegistrations } from "../../db/schema";

/** The registration columns an order is read from: the table itself, or an alias of it in a subquery. */
type OrderColumns = { id: AnyPgColumn; orderId: AnyPgColumn };

/**
 * Decision 018: the row whose id is its order's id, its first row: a single-line
 * order (no order_id) or the row whose order_id is its own id.
 */
export const firstLineOfOrder = (rows: OrderColumns = eventRegistrations) =>
  or(isNull(rows.orderId), eq(rows.orderId, rows.id));

/**
 * Every row (line) of the order `orderId` (decision 018): its first row and the
 * rows that name it. The one SQL owner of an order's rows (shared/domain/orders.ts
 * is the rule in TypeScript): a later line's own id is no order, so it selects
 * nothing rather than passing one line off as the whole order. `orderId` may be
 * a column of an outer query when `rows` is an alias.
 */
export const inOrder = (orderId: string | SQLWrapper, rows: OrderColumns = eventRegistrations) =>
  or(and(eq(rows.id, orderId), firstLineOfOrder(rows)), eq(rows.orderId, orderId));

/** The id of the order a row is a line of (`orderIdOf` in SQL), for counting orders. */
export const orderIdOfRow = (rows: OrderColumns = eventRegistrations) =>
  sql<string>`coalesce(${rows.orderId}, ${rows.id})`;
