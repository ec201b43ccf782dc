import { Card } from "@onepercent/ui/card";
import {
  type AdminUserRow,
  type AdminUserSort,
  type AdminUserSortColumn,
  formatLastActive,
  nextAdminUserSort,
} from "@onepercent/validators/admin-users";
import { formatAdminDate } from "@onepercent/validators/invitations";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { CoachActionButton, CoachBadge, type CoachControls } from "./coach-action";
import { columnLabels, countColumns, isCountColumn } from "./user-columns";
import { StatusActionButton, UserStatus } from "./user-status";

export interface UserViewProps {
  users: AdminUserRow[];
  sort: AdminUserSort;
  onSort: (sort: AdminUserSort) => void;
  onAsk: (user: AdminUserRow) => void;
  coaches: CoachControls;
  now: Date;
}

/** The users table on laptops; it scrolls sideways inside its card when the window is narrow. */
export function UserTable({ users, sort, onSort, onAsk, coaches, now }: UserViewProps) {
  return (
    <Card className="hidden overflow-hidden p-0 md:block">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[76rem] text-left text-sm">
          <caption className="sr-only">Users with last activity, usage counts and status</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {leadColumns.map((column) => (
                <SortHeader key={column} column={column} sort={sort} onSort={onSort} />
              ))}
              <th scope="col" className="px-3 py-2 font-semibold">
                Status
              </th>
              {countColumns.map((column) => (
                <SortHeader key={column} column={column} sort={sort} onSort={onSort} />
              ))}
              <th scope="col" className={`${stickyEnd} bg-slate-50 px-3 py-2 font-semibold`}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user._id} className="group hover:bg-slate-50">
                <th scope="row" className="whitespace-nowrap px-3 py-2.5 font-semibold text-ink">
                  {user.name}
                </th>
                <td className="max-w-56 truncate px-3 py-2.5 text-slate-700">{user.email}</td>
                <td className="whitespace-nowrap px-3 py-2.5 text-slate-700">{formatAdminDate(user.createdAt)}</td>
                <td className="whitespace-nowrap px-3 py-2.5 text-slate-700">
                  <LastActive at={user.lastActiveAt} now={now} />
                </td>
                <td className="px-3 py-2.5">
                  <span className="flex flex-col items-start gap-1">
                    <UserStatus user={user} />
                    <CoachBadge user={user} coaches={coaches} />
                  </span>
                </td>
                {countColumns.map((column) => (
                  <td key={column} className="px-3 py-2.5 text-right text-ink tabular-nums">
                    {user[column]}
                  </td>
                ))}
                <td className={`${stickyEnd} bg-white px-3 py-1.5 text-right group-hover:bg-slate-50`}>
                  <span className="flex justify-end gap-1">
                    <CoachActionButton user={user} coaches={coaches} compact />
                    <StatusActionButton user={user} onAsk={onAsk} />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** The actions column stays in view while the counts scroll under it. */
const stickyEnd = "sticky right-0 border-slate-100 border-l";

const leadColumns: AdminUserSortColumn[] = ["name", "email", "createdAt", "lastActiveAt"];

function SortHeader({
  column,
  sort,
  onSort,
}: { column: AdminUserSortColumn } & Pick<UserViewProps, "sort" | "onSort">) {
  const active = sort.column === column;
  const Icon = active ? (sort.direction === "desc" ? ArrowDown : ArrowUp) : ArrowUpDown;
  const numeric = isCountColumn(column);
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === "desc" ? "descending" : "ascending") : undefined}
      className={`px-3 py-2 font-semibold ${numeric ? "text-right" : ""}`}
    >
      <button
        type="button"
        onClick={() => onSort(nextAdminUserSort(sort, column))}
        className={`inline-flex items-center gap-1 rounded-md py-1 hover:text-ink ${numeric ? "flex-row-reverse text-right" : ""} ${active ? "text-ink" : ""}`}
      >
        {columnLabels[column]}
        <Icon className={`size-3.5 shrink-0 ${active ? "" : "opacity-40"}`} aria-hidden />
      </button>
    </th>
  );
}

/** "3 hours ago" or a date, with the exact moment for machines and on hover. */
export function LastActive({ at, now }: { at: Date | null; now: Date }) {
  if (!at) return <span className="text-slate-600">Never</span>;
  return (
    <time dateTime={at.toISOString()} title={at.toLocaleString("en-US")}>
      {formatLastActive(at, now)}
    </time>
  );
}
