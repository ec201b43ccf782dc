import { messages } from "@onepercent/validators/messages/common";
import { Link } from "@tanstack/react-router";
import { CircleAlert, CircleCheck, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { isTRPCClientError, trpc } from "../../lib/trpc";
import { RegistrationForm } from "./registration-form";

function Banner({ tone, children }: { tone: "info" | "success" | "error"; children: ReactNode }) {
  const styles = {
    info: "border-slate-200 bg-slate-50 text-slate-800",
    success: "border-brand-100 bg-brand-50 text-brand-800",
    error: "border-red-200 bg-red-50 text-red-800",
  }[tone];
  const Icon = { info: Loader2, success: CircleCheck, error: CircleAlert }[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`mb-6 flex items-start gap-2.5 rounded-xl border px-4 py-3 font-medium text-sm ${styles}`}
    >
      <Icon className={`mt-0.5 size-4 shrink-0 ${tone === "info" ? "animate-spin" : ""}`} aria-hidden />
      <span>{children}</span>
    </div>
  );
}

/**
 * Registration from an invitation link: the code is verified first (the form waits), then the
 * form starts with the invitee's name and e-mail and sends the code with the registration.
 */
export function InvitedRegistration({ code }: { code: string }) {
  const verification = trpc.invitations.verify.useQuery(
    { code },
    { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
  );

  if (verification.isPending) {
    return (
      <>
        <Banner tone="info">{messages.invitationVerifying}</Banner>
        <p className="py-8 text-center text-slate-600">{messages.invitationWaiting}</p>
      </>
    );
  }

  const result = verification.data;
  if (!result?.valid) {
    const message = verification.isError
      ? isTRPCClientError(verification.error) && verification.error.message
        ? verification.error.message
        : messages.invitationVerifyFailed
      : (result?.message ?? messages.invalidServerResponse);
    return (
      <>
        <Banner tone="error">{message}</Banner>
        <p className="text-center text-slate-700">
          You can still{" "}
          <Link to="/register" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            create a profile without an invitation
          </Link>
          .
        </p>
      </>
    );
  }

  return (
    <>
      <Banner tone="success">{messages.invitationVerified}</Banner>
      <RegistrationForm invitation={{ code, name: result.name ?? "", email: result.email ?? "" }} />
    </>
  );
}
