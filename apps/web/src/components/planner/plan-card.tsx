import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { Link } from "@tanstack/react-router";
import { CalendarRange } from "lucide-react";

/** The dashboard's way into the planning area (/plan: roles and goals, daily and two-week planners). */
export function PlanCard() {
  return (
    <Card aria-labelledby="plan-card-title" className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex min-w-0 items-start gap-3">
        <CalendarRange className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden />
        <div className="min-w-0">
          <CardTitle id="plan-card-title">Plan</CardTitle>
          <p className="mt-1 text-slate-700 text-sm">Roles and goals, today's plan and the next two weeks.</p>
        </div>
      </div>
      <Button asChild variant="secondary">
        <Link to="/plan">Open your plan</Link>
      </Button>
    </Card>
  );
}
