// docs/statements.md: where a supporter's e-mailed link lands: their statement, one click away.
import { Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";

export function StatementLinkPage({ year, href }: { year: number; href: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardHeader className="gap-2">
          <h1 className="text-2xl font-bold">Your {year} giving statement</h1>
          <p className="text-sm text-muted-foreground">
            Thank you for your support. Your statement lists every gift we received from you in{" "}
            {year} and the amount you may deduct. Please keep it for your tax records.
          </p>
        </CardHeader>
        <CardContent>
          <Button asChild>
            {/* A document link: the PDF opens in the browser, no script needed. */}
            <a href={href}>
              <Download aria-hidden="true" /> Download statement (PDF)
            </a>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
