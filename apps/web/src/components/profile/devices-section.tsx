import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { toast } from "@onepercent/ui/toaster";
import type { DeviceSession, SignInMethod } from "@onepercent/validators/account";
import { accountMessages } from "@onepercent/validators/messages/account";
import { LogOut, Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/form-errors";
import { timeAgo } from "../../lib/time-ago";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../common/confirm-dialog";
import { FormAlert } from "../common/form-parts";
import { SectionTitle } from "./section";

/** How a session began, as a person says it. */
const METHODS: Record<SignInMethod, string> = {
  password: "with password",
  registration: "at registration",
  google: "with Google",
  "password-change": "after a password change",
  "password-reset": "after a password reset",
};

const isPhone = (device: string) => /iPhone|iPad|Android|iOS/.test(device);

/** One device: its name, "This device" for the current one, when it signed in and was last used. */
function DeviceRow({ device, onRevoke }: { device: DeviceSession; onRevoke: () => void }) {
  const Icon = isPhone(device.device) ? Smartphone : Monitor;
  const method = device.signedInWith ? ` ${METHODS[device.signedInWith]}` : "";
  return (
    <li className="flex items-center gap-3 py-3">
      <Icon className="size-5 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 font-medium text-ink">
          <span className="break-words">{device.device}</span>
          {device.current ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 text-xs">
              This device
            </span>
          ) : null}
        </p>
        <p className="text-slate-600 text-sm">
          Signed in {timeAgo(device.signedInAt)}
          {method}
        </p>
        <p className="text-slate-600 text-sm">Last active {device.current ? "now" : timeAgo(device.lastActiveAt)}</p>
      </div>
      {device.current ? null : (
        <Button variant="secondary" size="sm" onClick={onRevoke} aria-label={`Revoke ${device.device}`}>
          Revoke
        </Button>
      )}
    </li>
  );
}

/** /profile "Signed-in devices": every session of the user, Revoke per other device, 'Sign out everywhere else'. */
export function DevicesSection() {
  const utils = trpc.useUtils();
  const devices = trpc.account.sessions.useQuery(undefined);
  const revoke = trpc.account.revokeSession.useMutation();
  const signOutOthers = trpc.account.signOutOthers.useMutation();
  const [confirm, setConfirm] = useState<{ kind: "one"; device: DeviceSession } | { kind: "others" } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = devices.data ?? [];
  const others = list.filter((device) => !device.current).length;

  const close = () => {
    setConfirm(null);
    setError(null);
  };
  const onConfirm = async () => {
    if (!confirm) return;
    setError(null);
    try {
      if (confirm.kind === "one") {
        await revoke.mutateAsync({ handle: confirm.device.handle });
        toast.success(accountMessages.deviceSignedOut);
      } else {
        await signOutOthers.mutateAsync();
        toast.success(accountMessages.signedOutOthers);
      }
      close();
    } catch (failure) {
      const fallback = confirm.kind === "one" ? accountMessages.revokeFailed : accountMessages.signOutOthersFailed;
      setError(errorMessage(failure, fallback));
    } finally {
      await utils.account.sessions.invalidate();
    }
  };

  return (
    <Card aria-labelledby="devices-title">
      <SectionTitle id="devices-title" icon={Smartphone} title="Signed-in devices" />
      <p className="mt-2 text-slate-700 text-sm">
        Where your account is signed in. Revoke a device you do not recognise.
      </p>
      {devices.isError ? (
        <div className="mt-4 space-y-3">
          <FormAlert message={accountMessages.devicesLoadFailed} />
          <Button variant="secondary" size="sm" onClick={() => void devices.refetch()}>
            Try Again
          </Button>
        </div>
      ) : devices.isPending ? (
        <p className="mt-4 text-slate-600 text-sm">Loading your devices…</p>
      ) : (
        <ul aria-label="Signed-in devices" className="mt-2 divide-y divide-slate-200">
          {list.map((device) => (
            <DeviceRow key={device.handle} device={device} onRevoke={() => setConfirm({ kind: "one", device })} />
          ))}
        </ul>
      )}
      <div className="mt-3 flex sm:justify-end">
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={others === 0}
          onClick={() => setConfirm({ kind: "others" })}
        >
          <LogOut aria-hidden />
          Sign out everywhere else
        </Button>
      </div>
      {confirm ? (
        <ConfirmDialog
          title={confirm.kind === "one" ? `Sign out ${confirm.device.device}?` : "Sign out everywhere else?"}
          description={
            confirm.kind === "one"
              ? "That device will need to sign in again."
              : `Your ${others === 1 ? "other device" : `${others} other devices`} will need to sign in again. This device stays signed in.`
          }
          confirmLabel={confirm.kind === "one" ? "Revoke" : "Sign out everywhere else"}
          pending={revoke.isPending || signOutOthers.isPending}
          error={error}
          onConfirm={() => void onConfirm()}
          onClose={close}
        />
      ) : null}
    </Card>
  );
}
