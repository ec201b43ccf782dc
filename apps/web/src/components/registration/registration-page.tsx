import { useRedirectIfSignedIn } from "../../lib/guards";
import { AuthLayout } from "../auth/auth-layout";
import { RegistrationForm } from "./registration-form";

export function RegistrationPage() {
  useRedirectIfSignedIn();
  return (
    <AuthLayout>
      <RegistrationForm />
    </AuthLayout>
  );
}
