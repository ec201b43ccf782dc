import { Card, CardTitle } from "@onepercent/ui/card";
import { Link } from "@tanstack/react-router";
import { ChevronRight, Users } from "lucide-react";
import { type AthleteColumn, Flags, shownColumns } from "./athlete-columns";
import { coachText } from "./coach-text";
import type { AthleteRow } from "./types";

interface ViewProps {
  teamId: string;
  athletes: AthleteRow[];
  columns: AthleteColumn[];
  now: Date;
}

/**
 * The team table (issue 29 §3): one row per athlete with what they share this week, as a table on
 * laptops and as cards on phones. What an athlete does not share is simply not there.
 */
export function TeamAthletes({ teamId, athletes }: { teamId: string; athletes: AthleteRow[] }) {
  const now = new Date();
  const columns = shownColumns(athletes, now);
  return (
    <section aria-labelledby="team-athletes-title" className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <div className="flex items-center gap-2">
          <Users className="size-5 text-brand-700" aria-hidden />
          <CardTitle id="team-athletes-title">{coachText.athletesTitle}</CardTitle>
        </div>
        {athletes.length > 0 ? <p className="text-slate-600 text-sm">{coachText.athletesNote}</p> : null}
      </div>
      {athletes.length === 0 ? (
        <Card>
          <p className="py-6 text-center text-slate-600">{coachText.noAthletes}</p>
        </Card>
      ) : (
        <>
          <AthleteCards teamId={teamId} athletes={athletes} columns={columns} now={now} />
          <AthleteTable teamId={teamId} athletes={athletes} columns={columns} now={now} />
        </>
      )}
    </section>
  );
}

function AthleteLink({ teamId, athlete, className }: { teamId: string; athlete: AthleteRow; className: string }) {
  return (
    <Link
      to="/coach/teams/$teamId/athletes/$athleteId"
      params={{ teamId, athleteId: athlete.athleteId }}
      className={className}
    >
      {athlete.name}
    </Link>
  );
}

const nameLink = "rounded-md font-semibold text-brand-800 underline-offset-4 hover:underline";

/** The table on laptops; it scrolls sideways inside its card when the window is narrow. */
function AthleteTable({ teamId, athletes, columns, now }: ViewProps) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{coachText.athletesCaption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-2.5 py-2.5 font-semibold">
              Athlete
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-2.5 py-2.5 font-semibold">
                {column.header}
              </th>
            ))}
            <th scope="col" className="px-2.5 py-2.5 font-semibold">
              {coachText.flagsLabel}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {athletes.map((athlete) => (
            <tr key={athlete.athleteId} className="align-top hover:bg-slate-50">
              <th scope="row" className="whitespace-nowrap px-2.5 py-3">
                <AthleteLink teamId={teamId} athlete={athlete} className={nameLink} />
              </th>
              {columns.map((column) => (
                <td key={column.key} className="px-2.5 py-3 text-slate-700">
                  {column.cell(athlete, now)}
                </td>
              ))}
              <td className="w-44 min-w-40 px-2.5 py-3">
                <Flags flags={athlete.flags} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The athletes as cards on phones: only the figures each one shares. */
function AthleteCards({ teamId, athletes, columns, now }: ViewProps) {
  return (
    <ul className="space-y-3 md:hidden" aria-label={coachText.athletesTitle}>
      {athletes.map((athlete) => {
        const figures = columns.flatMap((column) => {
          const cell = column.cell(athlete, now);
          return cell === undefined ? [] : [{ column, cell }];
        });
        return (
          <li key={athlete.athleteId} className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
            <div className="flex items-center justify-between gap-3">
              {/* The whole card opens the athlete's page. */}
              <AthleteLink
                teamId={teamId}
                athlete={athlete}
                className={`${nameLink} text-lg after:absolute after:inset-0 after:rounded-2xl`}
              />
              <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
            </div>
            {athlete.flags.length > 0 ? (
              <div className="mt-2">
                <Flags flags={athlete.flags} />
              </div>
            ) : null}
            {figures.length > 0 ? (
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 border-slate-100 border-t pt-3 text-sm">
                {figures.map(({ column, cell }) => (
                  <div key={column.key} className="min-w-0">
                    <dt className="text-slate-600 text-xs">{column.header}</dt>
                    <dd className="mt-0.5">{cell}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
