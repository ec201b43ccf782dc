import { redirect, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import type { TrpcUtils } from "./trpc";
import { trpc } from "./trpc";

/**
 * Public entry pages (home, sign-in, registration) skip straight to the dashboard for a
 * signed-in visitor. The server redirects such a visitor on a page load; in the app, a known
 * viewer redirects at once, and otherwise the page renders without waiting and
 * `useRedirectIfSignedIn` moves on if the check finds a session.
 */
export function redirectIfSignedIn({ context }: { context: { trpc: TrpcUtils } }) {
  if (context.trpc.auth.viewer.getData()) throw redirect({ to: "/dashboard" });
}

export function useRedirectIfSignedIn(): void {
  const navigate = useNavigate();
  const viewer = trpc.auth.viewer.useQuery(undefined, { staleTime: 0 });
  useEffect(() => {
    if (viewer.data) void navigate({ to: "/dashboard", replace: true });
  }, [viewer.data, navigate]);
}
