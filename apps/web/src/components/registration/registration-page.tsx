import { useSearch } from "@tanstack/react-router";
import { useRedirectIfSignedIn } from "../../lib/guards";
import { AuthLayout } from "../auth/auth-layout";
import { InvitedRegistration } from "./invitation";
import { RegistrationForm } from "./registration-form";

export function RegistrationPage() {
  useRedirectIfSignedIn();
  const { code } = useSearch({ strict: false });
  return <AuthLayout>{code ? <InvitedRegistration code={code} /> : <RegistrationForm />}</AuthLayout>;
}
