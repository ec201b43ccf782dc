import { Card } from "@onepercent/ui/card";
import { createFileRoute } from "@tanstack/react-router";
import { trpc } from "../../lib/trpc";

export const Route = createFileRoute("/_authed/dashboard")({
  loader: ({ context }) => context.trpc.auth.me.ensureData(undefined),
  component: Dashboard,
});

function greeting(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

function Dashboard() {
  const [user] = trpc.auth.me.useSuspenseQuery(undefined);
  const firstName = user.name.split(/\s+/)[0] ?? user.name;
  const position = user.sportPosition ? `${user.sportPosition} · ` : "";
  return (
    <div className="space-y-6">
      <header>
        <p className="font-medium text-brand-700 text-sm">
          {new Intl.DateTimeFormat(undefined, { weekday: "long", month: "long", day: "numeric" }).format(new Date())}
        </p>
        <h1 className="mt-1 font-bold text-3xl text-ink tracking-tight">
          {greeting(new Date().getHours())}, {firstName}
        </h1>
        <p className="mt-2 text-slate-700">
          {position}
          {user.sport} · {user.role}
        </p>
      </header>
      <Card className="bg-gradient-to-br from-ink to-brand-800 text-white">
        <p className="font-semibold text-brand-100 text-sm uppercase tracking-wider">Today's focus</p>
        <p className="mt-2 font-bold text-2xl">1% better each day</p>
        <p className="mt-2 text-white/90">
          Small, daily work on your mindset adds up. Your training areas appear in the menu as they open for you.
        </p>
      </Card>
    </div>
  );
}
