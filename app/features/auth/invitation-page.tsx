import { ShieldCheck } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { formatLongDate } from "../../../shared/domain/dates";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type StaffRole } from "../../../shared/domain/staff-roles";

type Invitation =
  | { state: "open"; email: string; role: StaffRole; hasAccount: boolean; expiresAt: Date | string }
  | { state: "invalid" | "used" | "expired" };
type Result =
  { error: { message: string; issues?: { path: string; message: string }[] } } | undefined;

const CLOSED: Record<"invalid" | "used" | "expired", { title: string; text: string }> = {
  invalid: {
    title: "Invitation not found",
    text: "This invitation link is not valid. Please check the link in your e-mail.",
  },
  used: {
    title: "Invitation already used",
    text: "This invitation has already been used. Sign in to continue.",
  },
  expired: {
    title: "Invitation expired",
    text: "This invitation has expired. Ask an owner to send you a new one.",
  },
};

/** The page an invitation e-mail links to (DESIGN "Staff and roles"). */
export function InvitationPage({ invitation, result }: { invitation: Invitation; result: Result }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const issue = (field: string) => result?.error.issues?.find((i) => i.path === field)?.message;

  if (invitation.state !== "open") {
    const closed = CLOSED[invitation.state];
    return (
      <section className="flex items-center justify-center px-4 py-16">
        <Card className="w-full max-w-md text-center">
          <CardHeader className="items-center">
            <h1 className="text-2xl font-semibold">{closed.title}</h1>
            <CardDescription>{closed.text}</CardDescription>
          </CardHeader>
          <CardContent>
            <Link to="/login" className="font-medium text-primary underline">
              Go to Admin Login
            </Link>
          </CardContent>
        </Card>
      </section>
    );
  }

  return (
    <section className="flex items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <ShieldCheck aria-hidden="true" className="size-10 text-accent" />
          <h1 className="text-2xl font-semibold leading-tight">Join the staff</h1>
          <CardDescription>
            You are invited as <strong>{ROLE_LABELS[invitation.role].toLowerCase()}</strong> (
            {ROLE_DESCRIPTIONS[invitation.role].toLowerCase()}). The invitation is valid until{" "}
            {formatLongDate(new Date(invitation.expiresAt))}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" noValidate className="space-y-4">
            {result && !result.error.issues ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {result.error.message}
              </p>
            ) : null}
            <TextField
              label="Email"
              type="email"
              value={invitation.email}
              readOnly
              autoComplete="username"
            />
            {invitation.hasAccount ? (
              <>
                <p className="text-sm text-muted-foreground">
                  You already have an account with this address. Enter its password to accept.
                </p>
                <TextField
                  label="Password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  error={issue("password")}
                />
              </>
            ) : (
              <>
                <TextField
                  label="Full Name"
                  name="fullName"
                  autoComplete="name"
                  required
                  error={issue("fullName")}
                />
                <TextField
                  label="Password"
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  required
                  error={issue("password")}
                />
                <TextField
                  label="Confirm password"
                  name="confirmPassword"
                  type="password"
                  autoComplete="new-password"
                  required
                  error={issue("confirmPassword")}
                />
              </>
            )}
            <Button type="submit" className="w-full" disabled={busy}>
              {busy
                ? "Please wait..."
                : invitation.hasAccount
                  ? "Sign in and accept"
                  : "Create account and accept"}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}
