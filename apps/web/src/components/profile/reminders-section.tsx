import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { Link } from "@tanstack/react-router";
import { BellRing, ChevronRight } from "lucide-react";
import { SectionTitle } from "./section";

/** /profile "Reminders": what they are, and the way to the reminders screen (/profile/reminders). */
export function RemindersSection() {
  return (
    <Card aria-labelledby="reminders-title" className="flex flex-col">
      <SectionTitle id="reminders-title" icon={BellRing} title="Reminders" />
      <p className="mt-2 flex-1 text-slate-700 text-sm">
        A nudge for each habit, your daily journal and your weekly review, at the times you choose, by push notification
        or e-mail.
      </p>
      <div className="mt-3 flex sm:justify-end">
        <Button asChild variant="secondary" className="w-full sm:w-auto">
          <Link to="/profile/reminders">
            Set reminders
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      </div>
    </Card>
  );
}
