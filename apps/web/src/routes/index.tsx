import { createFileRoute } from "@tanstack/react-router";
import { trpc } from "../lib/trpc";

export const Route = createFileRoute("/")({ component: Home });

function Home() {
  const health = trpc.health.check.useQuery();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 p-6 text-center">
      <p className="font-extrabold text-6xl text-brand-600">1%</p>
      <h1 className="font-bold text-3xl text-ink">OnePercent</h1>
      <p className="text-lg text-slate-700">Mental-performance coaching for athletes. 1% better each day.</p>
      <p className="text-slate-500 text-sm" aria-live="polite">
        {health.isPending
          ? "Checking the server…"
          : health.data?.database === "ok"
            ? "Server and database are up."
            : "Cannot connect to server. Please try again later."}
      </p>
    </main>
  );
}
