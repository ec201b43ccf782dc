import { Button } from "@onepercent/ui/button";
import { EmailField, Label, PasswordField } from "@onepercent/ui/field";
import { GOOGLE_LOGIN_ERRORS, type GoogleLoginError } from "@onepercent/validators/google-login";
import { messages } from "@onepercent/validators/messages/common";
import { googleMessages } from "@onepercent/validators/messages/google";
import type { LoginInput } from "@onepercent/validators/user";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { AuthLayout, FormAlert } from "../components/auth/auth-layout";
import { track } from "../lib/analytics";
import { redirectIfSignedIn, useRedirectIfSignedIn } from "../lib/guards";
import { loadLoginValidation, loginResolver } from "../lib/login-resolver";
import { httpStatusOf, trpc } from "../lib/trpc";

/** "Continue with Google" loads after the first paint: it shows only when the server offers Google. */
const GoogleSignIn = lazy(() =>
  import("../components/auth/google-sign-in").then(({ GoogleSignIn }) => ({ default: GoogleSignIn })),
);

const pick = <T extends string>(value: unknown, options: readonly T[]): T | undefined =>
  options.find((option) => option === value);

interface LoginSearch {
  redirect?: string | undefined;
  reason?: "expired" | "inactivity" | undefined;
  error?: GoogleLoginError | undefined;
}

/** The query of /login; anything unexpected is dropped (plain code: zod stays out of the entry chunk). */
function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const redirect = typeof search.redirect === "string" && search.redirect.startsWith("/") ? search.redirect : undefined;
  return {
    redirect: redirect?.startsWith("//") ? undefined : redirect,
    reason: pick(search.reason, ["expired", "inactivity"] as const),
    error: pick(search.error, GOOGLE_LOGIN_ERRORS),
  };
}

export const Route = createFileRoute("/login")({
  validateSearch: parseLoginSearch,
  beforeLoad: redirectIfSignedIn,
  component: LoginPage,
});

const searchNotices = {
  expired: messages.sessionExpired,
  inactivity: messages.inactivityLogout,
  google_auth_failed: messages.googleAuthFailed,
  no_user: messages.googleNoUser,
  google_unverified: googleMessages.unverified,
  google_disabled: googleMessages.disabled,
} as const;

/** The spec's login messages for a failed attempt (platform.md §8). */
function loginErrorMessage(error: unknown): string {
  const status = httpStatusOf(error);
  if (status === null) return messages.noResponse;
  if (error instanceof Error && error.message) return error.message;
  return messages.loginFailed;
}

const warmValidation = () => void loadLoginValidation();

function LoginPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const health = trpc.health.check.useQuery(undefined, { retry: 1, staleTime: 60_000 });
  const utils = trpc.useUtils();
  const login = trpc.auth.login.useMutation();
  const form = useForm<z.input<typeof LoginInput>, unknown, z.output<typeof LoginInput>>({
    resolver: loginResolver,
    defaultValues: { email: "", password: "", rememberMe: false },
  });
  const serverDown = health.isError;
  useRedirectIfSignedIn();
  const notice = search.error ?? search.reason;

  const onSubmit = form.handleSubmit(async (values) => {
    if (serverDown) {
      form.setError("root", { message: messages.serverUnavailable });
      return;
    }
    try {
      await login.mutateAsync(values);
      track("Login", { rememberMe: values.rememberMe });
      await navigate({ to: search.redirect ?? "/dashboard", replace: true });
      await utils.invalidate();
    } catch (error) {
      form.setError("root", { message: loginErrorMessage(error) });
    }
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <AuthLayout title="Sign In" subtitle="Welcome back. Let's get 1% better today.">
      {notice ? <FormAlert tone={search.error ? "error" : "notice"}>{searchNotices[notice]}</FormAlert> : null}
      {serverDown ? <FormAlert>{messages.cannotConnect}</FormAlert> : null}
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      {/* The validation code is fetched once the visitor starts on the form (not while the page
          loads: building its schemas is main-thread work, docs/decisions/005), so submitting is instant. */}
      <form onSubmit={onSubmit} onFocus={warmValidation} noValidate className="space-y-5">
        <EmailField error={errors.email?.message} {...form.register("email")} />
        <PasswordField
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <div className="flex items-center gap-3">
          {/* A native checkbox: the same look as the others, without their library on the first load. */}
          <input
            id="rememberMe"
            type="checkbox"
            className="size-5 shrink-0 cursor-pointer rounded-md accent-brand-700"
            {...form.register("rememberMe")}
          />
          <Label htmlFor="rememberMe" className="font-normal">
            Remember me
          </Label>
          <Link
            to="/forgot-password"
            className="ml-auto font-semibold text-brand-700 text-sm underline-offset-4 hover:underline"
          >
            Forgot password
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Signing in…" : "Sign In"}
        </Button>
      </form>
      <Suspense fallback={null}>
        <GoogleSignIn />
      </Suspense>
      <p className="mt-6 text-center text-slate-700">
        New to OnePercent?{" "}
        <Link to="/new-profile" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
