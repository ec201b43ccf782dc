import { PageHeader } from "@onepercent/ui/page-header";
import type { JournalType } from "@onepercent/validators/journal";
import { Link, useNavigate } from "@tanstack/react-router";
import { BookOpenText, CalendarDays, CalendarRange, Medal } from "lucide-react";
import { useLinkTabs } from "../common/link-tabs";
import { BackLink } from "../ui/back-link";
import { DailyJournal } from "./daily-journal";
import { JournalTrends } from "./journal-trends";
import { PerformanceJournal } from "./performance-journal";
import { WeeklyJournal } from "./weekly-journal";

const JOURNAL_TABS = [
  { type: "daily", label: "Daily", title: "Daily Success Journal", icon: CalendarDays },
  { type: "weekly", label: "Weekly", title: "Weekly Journal", icon: CalendarRange },
  { type: "performance", label: "Performance", title: "Performance Journal", icon: Medal },
] as const satisfies readonly { type: JournalType; label: string; title: string; icon: typeof CalendarDays }[];

const INTROS: Record<JournalType, string> = {
  daily: "Two minutes at the end of the day: your wins, what you are grateful for, and how to get 1% better.",
  weekly: "Look back on your week, take the lessons with you and choose next week's focus.",
  performance: "Reflect on a game, match or race while it is fresh: what worked, what to improve, what is next.",
};

/** One journal's form, keyed by type so that switching journals starts a fresh form. */
function JournalBody({ type }: { type: JournalType }) {
  return (
    <div className="space-y-6">
      {type === "daily" ? <DailyJournal key="daily" /> : null}
      {type === "weekly" ? <WeeklyJournal key="weekly" /> : null}
      {type === "performance" ? <PerformanceJournal key="performance" /> : null}
      {type === "daily" ? null : <JournalTrends />}
    </div>
  );
}

/** A journal on its own page (/daily-journal, /weekly-journal, /performance-journal). */
export function JournalPage({ type }: { type: JournalType }) {
  const tab = JOURNAL_TABS.find((candidate) => candidate.type === type) ?? JOURNAL_TABS[0];
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader
        back={
          <BackLink to="/journal" search={{ tab: type }} icon={BookOpenText}>
            All journals
          </BackLink>
        }
        title={tab.title}
        description={INTROS[type]}
      />
      <JournalBody type={type} />
    </div>
  );
}

/** The hub (/journal): three tabs, the chosen one in the URL's `tab`. */
export function JournalHub({ type }: { type: JournalType }) {
  const current = JOURNAL_TABS.find((candidate) => candidate.type === type) ?? JOURNAL_TABS[0];
  const navigate = useNavigate();
  const { tabListProps, tabProps } = useLinkTabs(
    JOURNAL_TABS.map((tab) => tab.type),
    type,
    (target) => void navigate({ to: "/journal", search: { tab: target } }),
    "journal-panel",
  );
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader title="Journal" description={INTROS[type]} />
      <div {...tabListProps("Journals")}>
        {JOURNAL_TABS.map((tab, index) => (
          <Link key={tab.type} to="/journal" search={{ tab: tab.type }} {...tabProps(index)}>
            <tab.icon className="size-4 shrink-0" aria-hidden />
            {tab.label}
          </Link>
        ))}
      </div>
      <section id="journal-panel" role="tabpanel" aria-label={current.title}>
        <h2 className="sr-only">{current.title}</h2>
        <JournalBody type={type} />
      </section>
    </div>
  );
}
