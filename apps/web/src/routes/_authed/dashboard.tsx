import { PageHeader } from "@onepercent/ui/page-header";
import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { GetStartedCard } from "../../components/dashboard/get-started-card";
import { WeeklyPerformanceCard } from "../../components/dashboard/weekly-performance-card";
import { MyHabitsCard } from "../../components/habits/my-habits-card";
import { useOnboardingAutoOpen } from "../../components/onboarding/use-onboarding-auto-open";
import { PlanCard } from "../../components/planner/plan-card";
import { trpc } from "../../lib/trpc";

// The next reminder's line loads after the page (the dashboard's first load stays within its budget).
const NextReminderNote = lazy(() =>
  import("../../components/reminders/next-reminder").then((module) => ({ default: module.NextReminderNote })),
);

// So do the offers of coaches, shown only while one waits (issue 29).
const CoachOffersCard = lazy(() =>
  import("../../components/dashboard/coach-offers-card").then((module) => ({ default: module.CoachOffersCard })),
);

export const Route = createFileRoute("/_authed/dashboard")({
  loader: ({ context }) =>
    Promise.all([
      context.trpc.auth.me.ensureData(undefined),
      context.trpc.dashboard.get.ensureData(undefined),
      context.trpc.habits.list.ensureData(undefined),
      // Batched with the rest; a failure only leaves the line out.
      context.trpc.reminders.next.prefetch(undefined),
      context.trpc.teams.offers.list.prefetch(undefined),
    ]),
  component: Dashboard,
});

function greeting(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

function Dashboard() {
  const [user] = trpc.auth.me.useSuspenseQuery(undefined);
  const [summary] = trpc.dashboard.get.useSuspenseQuery(undefined);
  const nextReminder = trpc.reminders.next.useQuery(undefined);
  const offers = trpc.teams.offers.list.useQuery(undefined);
  useOnboardingAutoOpen();
  const firstName = user.name.split(/\s+/)[0] ?? user.name;
  const position = user.sportPosition ? `${user.sportPosition} · ` : "";
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={new Intl.DateTimeFormat(undefined, { weekday: "long", month: "long", day: "numeric" }).format(
          new Date(),
        )}
        title={
          <>
            {greeting(new Date().getHours())}, {firstName}
          </>
        }
        description={
          <>
            {position}
            {user.sport} · {user.role} · 1% better each day
          </>
        }
      />
      {offers.data?.some((offer) => offer.status === "pending") ? (
        // Reserved like the reminder's line: the card's closed height (a heading of two lines on phones).
        <div className="min-h-[15.375rem] sm:min-h-[10.875rem]">
          <Suspense fallback={null}>
            <CoachOffersCard />
          </Suspense>
        </div>
      ) : null}
      {nextReminder.data ? (
        // Its height is kept while its code loads: nothing below moves when it appears.
        <div className="min-h-[4.375rem]">
          <Suspense fallback={null}>
            <NextReminderNote />
          </Suspense>
        </div>
      ) : null}
      <WeeklyPerformanceCard {...summary.weekly} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <MyHabitsCard />
        {summary.starterTasks.showCard ? <GetStartedCard {...summary.starterTasks} /> : null}
      </div>
      <PlanCard />
    </div>
  );
}
