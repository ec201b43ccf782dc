import { Button } from "@onepercent/ui/button";
import { NativeSelect } from "@onepercent/ui/field";
import { nextAdminUserSort } from "@onepercent/validators/admin-users";
import { formatAdminDate } from "@onepercent/validators/invitations";
import { ArrowDown, ArrowUp } from "lucide-react";
import { CoachActionButton, CoachBadge } from "./coach-action";
import { columnLabels, countColumns, sortColumns } from "./user-columns";
import { StatusActionButton, UserStatus } from "./user-status";
import { LastActive, type UserViewProps } from "./user-table";

/** The users as cards on phones, with the sort as a select. */
export function UserCards({ users, sort, onSort, onAsk, coaches, now }: UserViewProps) {
  return (
    <div className="space-y-3 md:hidden">
      <div className="flex items-end gap-2">
        <div className="flex-1 space-y-1.5">
          <label htmlFor="user-sort" className="font-medium text-ink text-sm">
            Sort by
          </label>
          <NativeSelect
            id="user-sort"
            value={sort.column}
            onChange={(event) => {
              const column = sortColumns.find((candidate) => candidate === event.target.value);
              if (column) onSort(nextAdminUserSort(sort, column));
            }}
          >
            {sortColumns.map((column) => (
              <option key={column} value={column}>
                {columnLabels[column]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          variant="secondary"
          size="icon"
          onClick={() => onSort(nextAdminUserSort(sort, sort.column))}
          aria-label={
            sort.direction === "desc" ? "Sorted descending; sort ascending" : "Sorted ascending; sort descending"
          }
        >
          {sort.direction === "desc" ? <ArrowDown aria-hidden /> : <ArrowUp aria-hidden />}
        </Button>
      </div>
      <ul className="space-y-3" aria-label="Users">
        {users.map((user) => (
          <li key={user._id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{user.name}</p>
                <p className="truncate text-slate-700 text-sm">{user.email}</p>
              </div>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <UserStatus user={user} />
                <CoachBadge user={user} coaches={coaches} />
              </span>
            </div>
            <p className="mt-1 text-slate-600 text-xs">
              Joined {formatAdminDate(user.createdAt)} · Last active: <LastActive at={user.lastActiveAt} now={now} />
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 border-slate-100 border-t pt-3 text-sm">
              {countColumns.map((column) => (
                <div key={column} className="flex items-baseline justify-between gap-2">
                  <dt className="text-slate-600">{columnLabels[column]}</dt>
                  <dd className="font-semibold text-ink tabular-nums">{user[column]}</dd>
                </div>
              ))}
            </dl>
            {user.isAdmin && !coaches.loaded ? null : (
              <div className="mt-3 flex flex-wrap justify-end gap-2 border-slate-100 border-t pt-3">
                <CoachActionButton user={user} coaches={coaches} />
                <StatusActionButton user={user} onAsk={onAsk} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
