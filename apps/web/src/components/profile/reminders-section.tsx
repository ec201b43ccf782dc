import { BellRing } from "lucide-react";
import { SubpageCard } from "./subpage-card";

/** /profile "Reminders": what they are, and the way to the reminders screen (/profile/reminders). */
export function RemindersSection() {
  return (
    <SubpageCard id="reminders-title" icon={BellRing} title="Reminders" to="/profile/reminders" action="Set reminders">
      A nudge for each habit, your daily journal and your weekly review, at the times you choose, by push notification
      or e-mail.
    </SubpageCard>
  );
}
