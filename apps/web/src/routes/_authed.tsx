import type { QueryClient } from "@tanstack/react-query";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { AppShell } from "../components/shell/app-shell";
import { hadSession, rememberSignedIn, signedInCheck } from "../lib/auth";
import { validateModalSearch } from "../lib/modals";
import { loadOffline } from "../lib/offline/use-offline-data";

/** Opened with no connection: the answers this browser saved for the athlete (loaded only then, issue 28). */
const restoreSavedAnswers = (queryClient: QueryClient) => () =>
  loadOffline().then(({ restoreAtBoot }) => restoreAtBoot(queryClient));

/**
 * Every signed-in route: the guard is for the user's convenience; the API authorises on its own.
 * Without a connection the pages still open as the user last known here (their offline data).
 */
export const Route = createFileRoute("/_authed")({
  validateSearch: validateModalSearch,
  beforeLoad: async ({ context, location }) => {
    const decision = await signedInCheck(context.trpc, restoreSavedAnswers(context.queryClient));
    if (!("proceed" in decision)) {
      const reason = hadSession() ? ("expired" as const) : undefined;
      throw redirect({ to: "/login", search: { redirect: location.href, reason } });
    }
    rememberSignedIn();
    return { user: decision.proceed };
  },
  component: AppShell,
});
