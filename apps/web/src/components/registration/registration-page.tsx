import { AuthLayout } from "../auth/auth-layout";
import { RegistrationForm } from "./registration-form";

export function RegistrationPage() {
  return (
    <AuthLayout>
      <RegistrationForm />
    </AuthLayout>
  );
}
