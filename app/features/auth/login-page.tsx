import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, Shield } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useActionData, useNavigation, useSearchParams, useSubmit } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { signInSchema, signUpSchema, type SignUpInput } from "../../../shared/schemas/auth";
import { TextField } from "~/components/ui/text-field";

type Mode = "signin" | "signup";
type ActionData =
  | { ok: true; intent: Mode }
  | { error: { message: string; issues?: { path: string; message: string }[] } }
  | undefined;

export function LoginPage() {
  const [mode, setMode] = useState<Mode>("signin");
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const navigation = useNavigation();
  const actionData = useActionData() as ActionData;
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";

  const form = useForm<SignUpInput>({
    resolver: zodResolver(
      mode === "signup" ? signUpSchema : (signInSchema as unknown as typeof signUpSchema),
    ),
    defaultValues: { fullName: "", email: "", password: "" },
  });

  useEffect(() => {
    if (!actionData) return;
    if ("error" in actionData) {
      const title = mode === "signup" ? "Sign up failed" : "Sign in failed";
      toast.error(title, { description: actionData.error.message });
    } else if (actionData.intent === "signup") {
      toast.success("Account created!", {
        description: "Your account has been created successfully.",
      });
      // SPEC §2: after sign-up, back to sign-in mode with the full name cleared.
      setMode("signin");
      form.reset({ fullName: "", email: form.getValues("email"), password: "" });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each new action result only
  }, [actionData]);

  // A real POST form (docs/security.md §5): without JavaScript, or before it
  // loads, the browser posts it to the action itself; a password never goes in a URL.
  const params = new URLSearchParams(searchParams);
  params.set("intent", mode);
  const actionUrl = `/login?${params}`;
  const onSubmit = form.handleSubmit((values) => {
    const body = mode === "signup" ? values : { email: values.email, password: values.password };
    // SPEC §2: after sign-in, replace history with the destination.
    submit(body, { method: "post", action: actionUrl, replace: true });
  });
  const refusal = actionData && "error" in actionData ? actionData.error : undefined;
  // The server's field messages, shown when the browser did not check first (no JavaScript).
  const serverIssue = (field: string) =>
    refusal?.issues?.find((issue) => issue.path === field)?.message;

  const switchMode = () => {
    setMode((m) => (m === "signin" ? "signup" : "signin"));
    form.clearErrors();
    form.setValue("fullName", "");
  };

  const errors = form.formState.errors;
  const fieldError = (field: keyof SignUpInput) => errors[field]?.message ?? serverIssue(field);
  return (
    <section className="flex items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Shield aria-hidden="true" className="size-10 text-accent" />
          <h1 className="text-2xl font-semibold leading-tight">
            {mode === "signin" ? "Admin Login" : "Create Admin Account"}
          </h1>
          <CardDescription>
            {mode === "signin"
              ? "Sign in to manage the website."
              : "Create an account. An administrator grants access to the back office."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            method="post"
            action={actionUrl}
            noValidate
            onSubmit={onSubmit}
            className="space-y-4"
          >
            {refusal && !refusal.issues ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {refusal.message}
              </p>
            ) : null}
            {mode === "signup" ? (
              <TextField
                label="Full Name"
                autoComplete="name"
                error={fieldError("fullName")}
                {...form.register("fullName")}
              />
            ) : null}
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={fieldError("email")}
              {...form.register("email")}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete={mode === "signin" ? "current-password" : "new-password"}
              error={fieldError("password")}
              {...form.register("password")}
            />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? "Please wait..." : mode === "signin" ? "Sign In" : "Create Account"}
            </Button>
          </form>
          <div className="mt-6 flex flex-col items-center gap-3 text-sm">
            <button
              type="button"
              className="font-medium text-primary underline"
              onClick={switchMode}
            >
              {mode === "signin"
                ? "Need an account? Create Admin Account"
                : "Already have an account? Admin Login"}
            </button>
            <Link
              to="/"
              className="inline-flex items-center gap-1 text-muted-foreground hover:text-primary"
            >
              <ArrowLeft aria-hidden="true" className="size-4" /> Back to website
            </Link>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
