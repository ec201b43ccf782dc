import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordPage } from "../components/recovery/reset-password-page";

/** Public (platform.md §9): the e-mailed reset link. */
export const Route = createFileRoute("/reset-password/$token")({ component: ResetPasswordRoute });

function ResetPasswordRoute() {
  const { token } = Route.useParams();
  return <ResetPasswordPage token={token} />;
}
