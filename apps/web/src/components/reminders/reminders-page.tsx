import { Card } from "@onepercent/ui/card";
import { PageHeader } from "@onepercent/ui/page-header";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, BookOpenText, ListChecks, type LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { trpc } from "../../lib/trpc";
import { SectionTitle } from "../profile/section";
import { BackLink } from "../ui/back-link";
import { PreferencesCard } from "./preferences-card";
import { ReminderRow } from "./reminder-row";
import { type ReminderTarget, reminderTargets } from "./reminder-targets";

/** A card of reminders, one row each. */
function RemindersCard({
  title,
  icon,
  targets,
  empty,
}: {
  title: string;
  icon: LucideIcon;
  targets: ReminderTarget[];
  empty?: ReactNode;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <SectionTitle id={`${id}-title`} icon={icon} title={title} />
      {targets.length === 0 ? (
        <div className="mt-4">{empty}</div>
      ) : (
        <ul aria-labelledby={`${id}-title`} className="mt-2 divide-y divide-slate-200">
          {targets.map((target) => (
            <ReminderRow key={target.key} target={target} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * /profile/reminders (issue 28): a reminder for the daily journal, the weekly review and each
 * habit, at the athlete's own times in their time zone, and how reminders reach them.
 */
export function RemindersPage() {
  const [settings] = trpc.reminders.settings.useSuspenseQuery(undefined);
  const { routine, habits } = reminderTargets(settings);
  return (
    <div className="space-y-6">
      <PageHeader
        back={
          <BackLink to="/profile" icon={ArrowLeft}>
            Profile
          </BackLink>
        }
        title="Reminders"
        description={
          <>
            A nudge at the time you choose, on the days you choose. Times are in{" "}
            <span className="font-medium text-ink">{settings.timeZone}</span>.
          </>
        }
      />
      <RemindersCard title="Journal and review" icon={BookOpenText} targets={routine} />
      <RemindersCard
        title="Habits"
        icon={ListChecks}
        targets={habits}
        empty={
          <p className="text-slate-700">
            No habits yet.{" "}
            <Link to="/daily-success-checklist" className="font-semibold text-brand-700 underline">
              Add one on the Daily Success Checklist
            </Link>{" "}
            to be reminded of it.
          </p>
        }
      />
      <PreferencesCard settings={settings} />
    </div>
  );
}
