import { createFileRoute, redirect } from "@tanstack/react-router";
import { AppShell } from "../components/shell/app-shell";
import { currentUser, hadSession, rememberSignedIn } from "../lib/auth";
import { validateModalSearch } from "../lib/modals";

/** Every signed-in route: the guard is for the user's convenience; the API authorises on its own. */
export const Route = createFileRoute("/_authed")({
  validateSearch: validateModalSearch,
  beforeLoad: async ({ context, location }) => {
    const user = await currentUser(context.trpc);
    if (!user) {
      const reason = hadSession() ? ("expired" as const) : undefined;
      throw redirect({ to: "/login", search: { redirect: location.href, reason } });
    }
    rememberSignedIn();
    return { user };
  },
  component: AppShell,
});
