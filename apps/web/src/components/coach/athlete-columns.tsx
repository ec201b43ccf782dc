import type { ReactNode } from "react";
import { timeAgo } from "../../lib/time-ago";
import type { AthleteRow } from "./types";

/**
 * The columns of the team table and the lines of its phone cards: this week's figures, streaks
 * and last activity. Each figure comes from one area the athlete shares; a cell is `undefined`
 * when the athlete does not share that area (the server sent no key), and shows nothing at all:
 * no dash, no "hidden", no hint. (MVP and mindset, not a weekly figure, are on the athlete page.)
 */
export interface AthleteColumn {
  key: string;
  header: string;
  cell: (row: AthleteRow, now: Date) => ReactNode | undefined;
}

/** "3 days ago", the exact moment for machines and on hover; "Never". */
export function When({ at, now }: { at: Date | null; now: Date }) {
  if (!at) return <span className="text-slate-600">Never</span>;
  return (
    <time dateTime={at.toISOString()} title={at.toLocaleString()}>
      {timeAgo(at, now)}
    </time>
  );
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
/** A rating as "7" or "7.5". */
const formatRating = (value: number) => value.toFixed(1).replace(/\.0$/, "");

/** This week's average ratings that exist, over two lines: "Performance 7.5" and "Mental 8 · Week 7". */
function ratingLines(journals: NonNullable<AthleteRow["journals"]>) {
  const rating = (label: string, value: number | null) => (value === null ? [] : [`${label} ${formatRating(value)}`]);
  return {
    sub: rating("Performance", journals.performanceRating).join(""),
    more: [...rating("Mental", journals.mentalRating), ...rating("Week", journals.weeklyRating)].join(" · "),
  };
}

const subLine = "block whitespace-nowrap text-slate-600 text-xs";

/** A main figure with up to two smaller lines under it, each kept on one line. */
function Figure({ main, sub, more }: { main: ReactNode; sub?: ReactNode; more?: ReactNode }) {
  return (
    <>
      <span className="block whitespace-nowrap font-medium text-ink tabular-nums">{main}</span>
      {sub ? <span className={subLine}>{sub}</span> : null}
      {more ? <span className={subLine}>{more}</span> : null}
    </>
  );
}

const athleteColumns: AthleteColumn[] = [
  {
    key: "lastActive",
    header: "Last active",
    cell: ({ usage }, now) =>
      usage && (
        <Figure main={<When at={usage.lastActiveAt} now={now} />} sub={plural(usage.signInsThisWeek, "sign-in")} />
      ),
  },
  {
    key: "habits",
    header: "Habits",
    cell: ({ habits }) =>
      habits && (
        <Figure
          main={`${habits.completionThisWeek}% done`}
          sub={`Best streak ${plural(habits.bestCurrentStreak, "day")}`}
          more={plural(habits.habits, "habit")}
        />
      ),
  },
  {
    key: "focus",
    header: "Focus",
    cell: ({ focus }) =>
      focus && (
        <Figure
          main={`${focus.breathworkSessions} breathwork`}
          sub={`${focus.relaxationMinutes} min relaxation`}
          more={plural(focus.concentrationGames, "grid game")}
        />
      ),
  },
  {
    key: "routines",
    header: "Routines",
    cell: ({ routines }, now) =>
      routines && (
        <Figure
          main={plural(routines.rehearsals, "rehearsal")}
          sub={
            routines.lastRehearsedAt ? (
              <>
                Last <When at={routines.lastRehearsedAt} now={now} />
              </>
            ) : null
          }
          more={plural(routines.routines, "routine")}
        />
      ),
  },
  {
    key: "journals",
    header: "Journal",
    cell: ({ journals }) =>
      journals && <Figure main={plural(journals.entriesThisWeek, "entry", "entries")} {...ratingLines(journals)} />,
  },
];

/** The columns some athlete of the team has a figure in (a column nobody shares is left out). */
export const shownColumns = (rows: readonly AthleteRow[], now: Date) =>
  athleteColumns.filter((column) => rows.some((row) => column.cell(row, now) !== undefined));

/** The row's flags ("No activity for 7 days"), each from an area the athlete shares. */
export function Flags({ flags }: { flags: AthleteRow["flags"] }) {
  if (flags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Flags">
      {flags.map((flag) => (
        <li
          key={flag.code}
          className="rounded-lg bg-amber-50 px-2 py-1 font-medium text-amber-900 text-xs ring-1 ring-amber-200"
        >
          {flag.message}
        </li>
      ))}
    </ul>
  );
}
