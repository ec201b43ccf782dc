import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { httpStatusOf } from "../../lib/trpc";
import { LoadFailed } from "../common/load-failed";
import { coachText } from "./coach-text";

/**
 * A coach page that could not load. NOT_FOUND (an account that may not coach, a team or athlete
 * that is not there or no longer the coach's to see) says so and leads back; any other failure
 * offers Try Again.
 */
export function CoachLoadFailed({
  error,
  missing,
  failed,
  back = "teams",
}: {
  error: unknown;
  missing: string;
  failed: string;
  /** Where NOT_FOUND leads: the coach's teams, or (on the teams page itself) the dashboard. */
  back?: "teams" | "dashboard";
}) {
  if (httpStatusOf(error) !== 404) return <LoadFailed message={failed} />;
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <p role="alert" className="font-medium text-ink">
        {missing}
      </p>
      <Button variant="secondary" asChild>
        <Link to={back === "teams" ? "/coach" : "/dashboard"}>
          <ArrowLeft aria-hidden />
          {back === "teams" ? coachText.teamsTitle : "Dashboard"}
        </Link>
      </Button>
    </Card>
  );
}
