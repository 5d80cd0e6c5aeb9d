// Every payment the recurring gift has made, newest first, with its receipt's number.
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { TableScroll } from "~/components/ui/table-scroll";
import { formatDate } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import type { RecurringGift } from "../../../server/modules/giving/index.server";

export function GiftPaymentHistory({ payments }: { payments: RecurringGift["history"] }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Your gifts so far</h2>
      </CardHeader>
      <CardContent>
        <TableScroll label="Your gifts so far" framed={false}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Payments of this recurring gift, newest first</caption>
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Amount
                </th>
                <th scope="col" className="py-2 font-medium">
                  Receipt
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id} className="border-b last:border-0">
                  <td className="py-2 pr-4">{formatDate(payment.date)}</td>
                  <td className="py-2 pr-4">{formatCents(payment.amountCents)}</td>
                  <td className="py-2">{payment.receiptNumber ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </CardContent>
    </Card>
  );
}
