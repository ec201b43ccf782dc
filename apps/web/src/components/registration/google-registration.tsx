import { buttonVariants } from "@onepercent/ui/button";
import { googleMessages } from "@onepercent/validators/messages/google";
import { Link } from "@tanstack/react-router";
import { trpc } from "../../lib/trpc";
import { FormAlert } from "../auth/auth-layout";
import { RegistrationForm } from "./registration-form";

/**
 * The rest of registration for a new Google user (/new-profile?google=1, issue 16): the wizard
 * without e-mail and password, its name filled from Google. The pending sign-up lives in the
 * server's signed cookie; once it has expired the visitor is offered Google again.
 */
export function GoogleRegistration() {
  const pending = trpc.google.pendingSignup.useQuery(undefined, {
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (pending.isPending) return <p className="py-8 text-center text-slate-600">Loading…</p>;
  if (!pending.data) {
    return (
      <>
        <h1 className="mb-4 font-bold text-2xl text-ink tracking-tight">Create Profile</h1>
        <FormAlert>{googleMessages.signupExpired}</FormAlert>
        <a href="/auth/google" className={buttonVariants({ size: "lg", className: "w-full" })}>
          Continue with Google
        </a>
        <p className="mt-6 text-center text-slate-700">
          Or{" "}
          <Link to="/new-profile" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            create a profile with your e-mail
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <FormAlert tone="notice">{googleMessages.signupIntro}</FormAlert>
      <RegistrationForm google={pending.data} />
    </>
  );
}
