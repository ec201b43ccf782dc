import { useSearch } from "@tanstack/react-router";
import { useRedirectIfSignedIn } from "../../lib/guards";
import { AuthLayout } from "../auth/auth-layout";
import { GoogleRegistration } from "./google-registration";
import { InvitedRegistration } from "./invitation";
import { RegistrationForm } from "./registration-form";

export function RegistrationPage() {
  useRedirectIfSignedIn();
  const { code, google } = useSearch({ strict: false });
  if (google) {
    return (
      <AuthLayout>
        <GoogleRegistration />
      </AuthLayout>
    );
  }
  return <AuthLayout>{code ? <InvitedRegistration code={code} /> : <RegistrationForm />}</AuthLayout>;
}
