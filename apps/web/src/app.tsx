import { pageTitleFor } from "@onepercent/validators/analytics-events";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { startAnalytics, track, trackPageView } from "./lib/analytics";
import { isPrivatePath } from "./lib/private-paths";
import { queryClient, setUnauthorizedHandler, trpc, trpcClient, trpcUtils } from "./lib/trpc";
import { routeTree } from "./route-tree.gen";

const router = createRouter({
  routeTree,
  context: { queryClient, trpc: trpcUtils },
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

// Page titles and page views per first path segment (platform.md §1).
router.subscribe("onResolved", ({ toLocation, pathChanged }) => {
  if (!pathChanged) return;
  document.title = `${pageTitleFor(toLocation.pathname)} · OnePercent`;
  trackPageView(toLocation.pathname);
});
// A signed-in call answered 401: the session expired or ended in another tab.
setUnauthorizedHandler(() => {
  const { pathname, href } = router.state.location;
  if (!isPrivatePath(pathname)) return;
  queryClient.clear();
  void router.navigate({ to: "/login", search: { redirect: href, reason: "expired" }, replace: true });
});
startAnalytics();
track("App Loaded");

const root = document.getElementById("root");
// The route is resolved before the first render (its code loaded, its guards run), so React
// renders the page once instead of rendering, then re-rendering at once when the router has
// loaded. The render is a transition: React works in short slices and the splash stays up until
// the page is ready, so a slow phone's main thread is not blocked for long (docs/decisions/005).
// A failed load renders anyway: the router shows its error page.
if (root) {
  const app = createRoot(root);
  const render = () =>
    startTransition(() =>
      app.render(
        <StrictMode>
          <trpc.Provider client={trpcClient} queryClient={queryClient}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </trpc.Provider>
        </StrictMode>,
      ),
    );
  router.load().then(render, render);
}
