// docs/statements.md: the public form a supporter uses to get their year-end statement.
// A plain form post (works without JavaScript); the answer never says whether we know the address.
import { FileText } from "lucide-react";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { TextField } from "~/components/ui/text-field";
import { isActionError, type ActionError } from "~/lib/action-result";

type Result =
  | { ok: true; message: string }
  | (ActionError & { values?: { email: string; year: string } })
  | undefined;

export function StatementRequestPage({ years, result }: { years: number[]; result: Result }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const yearId = useId();
  const refusal = isActionError(result) ? result.error : null;
  const typed = isActionError(result) ? result.values : undefined;
  const issue = (path: string) => refusal?.issues?.find((i) => i.path === path)?.message;
  const done = result && "ok" in result ? result : null;

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardHeader className="gap-2">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <FileText aria-hidden="true" className="size-4" /> For your tax records
          </p>
          <h1 className="text-2xl font-bold">Your year-end giving statement</h1>
          <p className="text-sm text-muted-foreground">
            Enter the e-mail address you give with and the year. We'll e-mail you a link to a
            statement of every gift we received from you that year, with the amount you may deduct.
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          {done ? (
            <p role="status" className="rounded-md border bg-muted p-3 text-sm">
              {done.message}
            </p>
          ) : null}
          {refusal && !refusal.issues ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
            >
              {refusal.message}
            </p>
          ) : null}
          <Form method="post" className="space-y-4">
            <TextField
              label="Email"
              name="email"
              type="email"
              required
              maxLength={255}
              autoComplete="email"
              defaultValue={typed?.email ?? ""}
              error={issue("email")}
            />
            <div className="space-y-2">
              <Label htmlFor={yearId}>Year</Label>
              <NativeSelect
                id={yearId}
                name="year"
                defaultValue={typed?.year ?? String(years[1] ?? years[0])}
                aria-invalid={issue("year") ? true : undefined}
                aria-describedby={issue("year") ? `${yearId}-error` : undefined}
              >
                {years.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </NativeSelect>
              <FieldError id={`${yearId}-error`} message={issue("year")} />
            </div>
            <Button type="submit" disabled={busy}>
              {busy ? "Sending..." : "E-mail me my statement"}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}
