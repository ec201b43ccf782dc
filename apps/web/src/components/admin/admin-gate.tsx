import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { PasswordField } from "@onepercent/ui/field";
import { AdminUnlockInput, messages } from "@onepercent/validators";
import { LockKeyhole } from "lucide-react";
import { type FormEvent, useState } from "react";
import { httpStatusOf, trpc } from "../../lib/trpc";

/** The password gate (platform.md §2, §5): the admin's own password, checked by the server. */
export function AdminGate() {
  const utils = trpc.useUtils();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const unlock = trpc.admin.unlock.useMutation({
    onSuccess: () => utils.admin.status.setData(undefined, { unlocked: true }),
    onError: (failure) => {
      setPassword("");
      setError(httpStatusOf(failure) === null ? messages.noResponse : failure.message || messages.adminInvalidPassword);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AdminUnlockInput.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.adminPasswordRequired);
      return;
    }
    setError(undefined);
    unlock.mutate(parsed.data);
  };

  return (
    <Card className="mx-auto max-w-md p-6 sm:p-8">
      <div className="flex flex-col items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <LockKeyhole className="size-7" aria-hidden />
        </span>
        <h2 className="mt-4 font-semibold text-ink text-xl">Admin area locked</h2>
        <p className="mt-1 text-slate-700">Enter your password to manage invitations and view users.</p>
      </div>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <PasswordField
          id="admin-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
          autoFocus
        />
        <Button type="submit" size="lg" className="w-full" disabled={unlock.isPending}>
          {unlock.isPending ? "Checking…" : "Unlock"}
        </Button>
      </form>
    </Card>
  );
}
