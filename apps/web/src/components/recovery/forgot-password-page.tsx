import { useState } from "react";
import { AuthLayout } from "../auth/auth-layout";
import { CodeStep } from "./code-step";
import { EmailStep } from "./email-step";
import { BackToSignIn, ResetDone } from "./reset-done";

type Step = { name: "email" } | { name: "code"; notice: string } | { name: "done" };

/** /forgot-password in the spec's two steps (training-and-tools.md §2, §4). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [step, setStep] = useState<Step>({ name: "email" });
  return (
    <AuthLayout title="Forgot Password" subtitle="It happens. Let's get you back in.">
      {step.name === "email" ? (
        <EmailStep
          email={email}
          onVerified={(verified, notice) => {
            setEmail(verified);
            setStep({ name: "code", notice });
          }}
        />
      ) : step.name === "code" ? (
        <CodeStep
          email={email}
          notice={step.notice}
          onBack={() => setStep({ name: "email" })}
          onDone={() => setStep({ name: "done" })}
        />
      ) : (
        <ResetDone />
      )}
      {step.name === "done" ? null : <BackToSignIn />}
    </AuthLayout>
  );
}
