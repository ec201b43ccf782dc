import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Link, Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import type { TrpcUtils } from "../lib/trpc";

// Toasts are never needed for the first paint: the toaster loads after it.
const Toaster = lazy(() => import("@onepercent/ui/toaster").then((module) => ({ default: module.Toaster })));

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  return (
    <>
      <Outlet />
      <Suspense>
        <Toaster />
      </Suspense>
    </>
  );
}

function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-bold text-2xl text-ink">Page not found</h1>
      <p className="text-slate-700">The page you are looking for does not exist.</p>
      <Link to="/" className="rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        Go to the home page
      </Link>
    </main>
  );
}
