import { useNavigate } from "@tanstack/react-router";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { loadOffline } from "../../lib/offline/use-offline-data";
import { signOut } from "../../lib/sign-out";

const SignOutDialog = lazy(() => import("./sign-out-dialog"));

/** What waits in the athlete's outbox after one more try to send it (the outbox loads for this). */
const unsentAfterTrying = (userId: string) => loadOffline().then(({ sendBeforeSignOut }) => sendBeforeSignOut(userId));
const discardUnsent = (userId: string) => loadOffline().then(({ discardOutbox }) => discardOutbox(userId));

/**
 * Logging out (issue 28): what waits in the outbox is sent first; when it cannot be (offline), the
 * athlete is asked whether to keep it for their next sign-in or discard it. A sign-out for
 * inactivity asks nobody: the changes are kept.
 */
export function useLogOut(userId: string): { logOut: (reason?: "inactivity") => Promise<void>; dialog: ReactNode } {
  const navigate = useNavigate();
  const [unsent, setUnsent] = useState(0);

  const finish = async (reason?: "inactivity") => {
    setUnsent(0);
    await signOut(userId);
    await navigate({ to: "/login", search: reason ? { reason } : {}, replace: true });
  };
  const logOut = async (reason?: "inactivity") => {
    if (reason !== "inactivity") {
      const count = await unsentAfterTrying(userId).catch(() => 0);
      if (count > 0) {
        setUnsent(count);
        return;
      }
    }
    await finish(reason);
  };
  const dialog =
    unsent > 0 ? (
      <Suspense fallback={null}>
        <SignOutDialog
          unsent={unsent}
          onKeep={() => void finish()}
          onDiscard={() => void discardUnsent(userId).then(() => finish())}
          onCancel={() => setUnsent(0)}
        />
      </Suspense>
    ) : null;
  return { logOut, dialog };
}
