import { cn } from "@onepercent/ui/cn";
import { CoachBadge } from "../teams/coach-badge";
import { useCoachItems } from "../teams/use-coach-items";
import { ChecklistDayToggle, details, RowButtons, type RowProps, Streak, WeekFigure } from "./checklist-parts";

/** Desktop: the weekly table, SU..SA columns, edit and delete per row. */
export function WeekTable({ list, onToggle, onOpen }: RowProps) {
  const fromCoach = useCoachItems().habit;
  return (
    <section className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs">
      <table className="w-full text-left">
        <caption className="sr-only">This week's daily actions</caption>
        <thead>
          <tr className="border-slate-200 border-b text-slate-600 text-xs">
            <th scope="col" className="px-5 py-3 font-semibold">
              Action
            </th>
            {list.days.map((day) => (
              <th
                key={day.date}
                scope="col"
                className={cn("px-1 py-3 text-center font-semibold", day.date === list.today && "text-brand-800")}
              >
                <span className="block">{day.day}</span>
                <span className="block font-normal">{Number(day.date.slice(8))}</span>
              </th>
            ))}
            <th scope="col" className="px-3 py-3 text-center font-semibold">
              Done this week
            </th>
            <th scope="col" className="px-3 py-3 text-center font-semibold">
              Streak
            </th>
            <th scope="col" className="px-3 py-3">
              <span className="sr-only">Options</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {list.actions.map((action) => (
            <tr key={action.id}>
              <th scope="row" className="max-w-64 px-5 py-3 text-left font-normal">
                <span className="block font-medium text-ink">{action.action}</span>
                <span className="block text-slate-600 text-xs">{details(action)}</span>
                {fromCoach.has(action.id) ? <CoachBadge className="mt-1" /> : null}
                {action.previousDay ? (
                  <span className="mt-1.5 flex items-center gap-2 text-slate-600 text-xs">
                    <ChecklistDayToggle action={action} day={action.previousDay} onToggle={onToggle} />
                    Yesterday (last week)
                  </span>
                ) : null}
              </th>
              {action.week.map((day) => (
                <td key={day.date} className="px-1 py-3 text-center">
                  <ChecklistDayToggle action={action} day={day} today={list.today} onToggle={onToggle} />
                </td>
              ))}
              <td className="px-3 py-3 text-center">
                <WeekFigure action={action} />
              </td>
              <td className="px-3 py-3 text-center">
                <Streak action={action} />
              </td>
              <td className="px-3 py-3">
                <RowButtons action={action} onOpen={onOpen} className="justify-end" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
