import type { Database } from "@onepercent/db";
import type { TeamExport, TeamTableRow } from "@onepercent/validators/coach-team";
import { SHARE_AREAS, type ShareArea, type TeamIdInput } from "@onepercent/validators/teams";
import { toCsv } from "../account/csv";
import type { Viewer } from "./access";
import { teamTable } from "./team-table";

// The team CSV export (issue 29 part 6, decision 035 "Reports"): the team table's rows, one per
// athlete. An area's columns are there only when some athlete of the team shares it; an athlete
// who does not share it has empty cells there. The rows come from `teamTable`, so the gate and the
// "not shared is not read" of the table hold as they are; spreadsheet formulas are defused (csv.ts).

type Column = [header: string, value: (row: TeamTableRow) => unknown];

/** Each area's columns, read from that area's figures (absent when the athlete does not share it). */
const AREA_COLUMNS: Record<ShareArea, Column[]> = {
  usage: [
    ["Last active", (row) => row.usage?.lastActiveAt],
    ["Sign-ins this week", (row) => row.usage?.signInsThisWeek],
  ],
  habits: [
    ["Habits", (row) => row.habits?.habits],
    ["Habit completion this week (%)", (row) => row.habits?.completionThisWeek],
    ["Best current habit streak", (row) => row.habits?.bestCurrentStreak],
  ],
  focus: [
    ["Breathwork sessions this week", (row) => row.focus?.breathworkSessions],
    ["Breath cycles this week", (row) => row.focus?.breathCycles],
    ["Relaxation minutes this week", (row) => row.focus?.relaxationMinutes],
    ["Concentration games this week", (row) => row.focus?.concentrationGames],
  ],
  routines: [
    ["Routines", (row) => row.routines?.routines],
    ["Rehearsals", (row) => row.routines?.rehearsals],
    ["Last rehearsed", (row) => row.routines?.lastRehearsedAt],
  ],
  journals: [
    ["Journal entries this week", (row) => row.journals?.entriesThisWeek],
    ["Performance rating this week", (row) => row.journals?.performanceRating],
    ["Mental rating this week", (row) => row.journals?.mentalRating],
    ["Weekly rating this week", (row) => row.journals?.weeklyRating],
  ],
  mvpMindset: [
    ["MVP saved", (row) => (row.mvpMindset === undefined ? undefined : row.mvpMindset.mvpSaved ? "yes" : "no")],
    ["Mindset saved", (row) => (row.mvpMindset === undefined ? undefined : row.mvpMindset.mindsetSaved ? "yes" : "no")],
  ],
};

const ALWAYS: Column[] = [
  ["Athlete", (row) => row.name],
  ["Joined", (row) => row.joinedAt],
  ["Flags", (row) => row.flags.map((flag) => flag.message).join("; ")],
];

/** "falcons-u16": the team's name as a file name's part. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join("-") || "team";

/** The team table of a team the viewer coaches (or any, for the admin) as CSV; anything else is NOT_FOUND. */
export async function exportTeam(
  db: Database,
  viewer: Viewer,
  input: TeamIdInput,
  now = new Date(),
): Promise<TeamExport> {
  const table = await teamTable(db, viewer, input, now);
  const shared = SHARE_AREAS.filter((area) => table.athletes.some((row) => row[area] !== undefined));
  const columns = [...ALWAYS, ...shared.flatMap((area) => AREA_COLUMNS[area])];
  const csv = toCsv(
    columns.map(([header]) => header),
    table.athletes.map((row) => columns.map(([, value]) => value(row))),
  );
  return { fileName: `${slug(table.team.name)}-${now.toISOString().slice(0, 10)}.csv`, csv };
}
