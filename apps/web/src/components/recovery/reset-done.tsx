import { recoveryMessages } from "@onepercent/validators/messages/recovery";
import { RECOVERY_REDIRECT_MS } from "@onepercent/validators/recovery";
import { Link, useNavigate } from "@tanstack/react-router";
import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { StatusNote } from "../common/form-parts";

/** The reset worked: the visitor is not signed in, so the page goes to Sign In after 3 seconds (§4, §9). */
export function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate({ to: "/login", replace: true }), RECOVERY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="space-y-4">
      <StatusNote icon={CircleCheck}>{recoveryMessages.passwordReset}</StatusNote>
      <p className="text-slate-700 text-sm">
        {recoveryMessages.redirecting}{" "}
        <Link to="/login" replace className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Sign in now
        </Link>
      </p>
    </div>
  );
}

/** The way back to Sign In under each recovery form. */
export function BackToSignIn() {
  return (
    <p className="mt-6 text-center text-slate-700">
      Remembered it?{" "}
      <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        Back to Sign In
      </Link>
    </p>
  );
}
