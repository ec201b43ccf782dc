import { Card } from "@onepercent/ui/card";
import { PageHeader } from "@onepercent/ui/page-header";
import { createFileRoute, Link } from "@tanstack/react-router";
import { CalendarDays, CalendarRange, ChevronRight, type LucideIcon, Target } from "lucide-react";

const AREAS: {
  to: "/roles-and-goals" | "/daily-planner" | "/two-week-planner";
  title: string;
  text: string;
  icon: LucideIcon;
}[] = [
  {
    to: "/roles-and-goals",
    title: "Roles and Goals",
    text: "Your quarterly goals, one for each role you play.",
    icon: Target,
  },
  {
    to: "/daily-planner",
    title: "Daily Planner",
    text: "Today's tasks, planned against your goals.",
    icon: CalendarDays,
  },
  {
    to: "/two-week-planner",
    title: "Two-Week Planner",
    text: "Objectives and tasks for the next fourteen days.",
    icon: CalendarRange,
  },
];

/** The planning area (planning-and-reflection.md §2): roles and goals and the two planners. */
export const Route = createFileRoute("/_authed/plan")({ component: PlanHub });

function PlanHub() {
  return (
    <div className="space-y-6">
      <PageHeader title="Plan" description="Set your goals, then plan your days and weeks around them." />
      <ul className="grid gap-3 md:grid-cols-3">
        {AREAS.map((area) => (
          <li key={area.to}>
            <Link
              to={area.to}
              className="group block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Card className="flex h-full items-start gap-3 transition group-hover:border-brand-300">
                <area.icon className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden />
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold text-ink text-lg">{area.title}</h2>
                  <p className="mt-1 text-slate-700 text-sm">{area.text}</p>
                </div>
                <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden />
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
