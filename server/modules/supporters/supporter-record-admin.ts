// One supporter's own row, as the back office's detail, edit and merge read it
// (docs/supporters.md, docs/decisions/020-supporters-and-receipts.md), and the
// refusal to change a record that was merged away.
import { sql, type SQL } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../errors";

export type Services = Pick<AppServices, "db" | "database">;
type Rows<T> = { rows: T[] };

export const NOT_FOUND = "Supporter not found.";

/** The rows of a raw query. */
export async function many<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

export type SupporterRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  country: string | null;
  notes: string | null;
  mergedIntoId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const supporterColumns = sql`id, name, email, phone, address_line1 as "addressLine1", address_line2 as "addressLine2",
  city, region, postal_code as "postalCode", country, notes, merged_into_id as "mergedIntoId",
  created_at as "createdAt", updated_at as "updatedAt"`;

export async function readSupporter(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<SupporterRow | undefined> {
  const { rows } = (await db.execute(
    sql`select ${supporterColumns} from supporters where id = ${id}${lock ? sql` for update` : sql``}`,
  )) as unknown as Rows<SupporterRow>;
  const row = rows[0];
  return row
    ? { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) }
    : undefined;
}

export const mergedRefusal = () =>
  new AppError(
    422,
    "supporter_merged",
    "This record was merged into another. Please make changes on the record it was merged into.",
  );
