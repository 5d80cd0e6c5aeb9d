// What an order is (docs/decisions/018-codes-and-orders.md): one registration
// row per ticket type line; the lines share `order_id`, the first row's id, and
// a single-line order has none (it is its own order). So an order's id is its
// first row's id, and its short reference is made from that id, never from a
// line's: the success page, the confirmation e-mail, the buyer's own page
// (decision 017), the door (decision 019), the back office and the refund
// e-mail (decision 016) all print the same one. The SQL of the same rule is
// `inOrder` in server/modules/events/order-rows.ts.
import { shortReference } from "./reference";

/** A registration row as far as its order goes. */
export type OrderLine = { id: string; orderId?: string | null };

/** The id of the order a registration row is a line of: its `order_id`, or its own id for a single-line order. */
export const orderIdOf = (line: OrderLine): string => line.orderId ?? line.id;

/** The order's short reference ("DB5F967B"), from the order's id (`orderIdOf`), never a line's. */
export const orderReference = (orderId: string): string => shortReference(orderId);

/**
 * The lines of order `orderId` among `rows` (`lineOf` reads a row's registration),
 * the first row first, the others in the order given. A row of another order, or
 * a line's own id taken for an order's, gives no lines.
 */
export function linesOfOrder<T>(
  rows: readonly T[],
  orderId: string,
  lineOf: (row: T) => OrderLine,
): T[] {
  const lines = rows.filter((row) => orderIdOf(lineOf(row)) === orderId);
  return [
    ...lines.filter((row) => lineOf(row).id === orderId),
    ...lines.filter((row) => lineOf(row).id !== orderId),
  ];
}
