import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { NativeSelect } from "@onepercent/ui/field";
import {
  ADMIN_USER_COLUMNS,
  type AdminUserColumn,
  type AdminUserListItem,
  DEFAULT_USER_SORT,
  formatAdminDate,
  messages,
  nextUserSort,
  sortUsers,
  type UserSort,
} from "@onepercent/validators";
import { ArrowDown, ArrowUp, ArrowUpDown, Loader2 } from "lucide-react";
import { useMemo, useState } from "react";
import { isTRPCClientError, trpc } from "../../lib/trpc";
import { useRelockWhenForbidden } from "./use-gate";

const columnLabels: Record<AdminUserColumn, string> = {
  name: "Name",
  email: "Email",
  createdAt: "Joined",
  loginCount: "Logins",
  dailyJournals: "Daily journals",
  weeklyJournals: "Weekly journals",
  performanceJournals: "Performance journals",
  breathCycles: "Breath cycles",
  meditationMinutes: "Meditation minutes",
  concentrationGames: "Concentration games",
};

const countColumns = ADMIN_USER_COLUMNS.filter(
  (column): column is Exclude<AdminUserColumn, "name" | "email" | "createdAt"> =>
    column !== "name" && column !== "email" && column !== "createdAt",
);

/** Users tab (platform.md §2): every user with usage counts, sortable; cards on phones. */
export function UsersPanel() {
  const users = trpc.admin.users.list.useQuery(undefined);
  useRelockWhenForbidden(users.error);
  const [sort, setSort] = useState<UserSort>(DEFAULT_USER_SORT);
  const sorted = useMemo(() => sortUsers(users.data ?? [], sort), [users.data, sort]);

  if (users.isPending) {
    return (
      <Card>
        <p className="flex items-center gap-2 py-6 text-slate-600">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading users…
        </p>
      </Card>
    );
  }
  if (users.isError) {
    return (
      <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 bg-red-50">
        <p className="text-red-800">
          {isTRPCClientError(users.error) && users.error.message ? users.error.message : messages.usersLoadFailed}
        </p>
        <Button variant="secondary" size="sm" onClick={() => users.refetch()}>
          Try Again
        </Button>
      </Card>
    );
  }
  if (sorted.length === 0) {
    return (
      <Card>
        <p className="py-8 text-center text-slate-600">{messages.noUsers}</p>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-700 text-sm">
        {sorted.length} {sorted.length === 1 ? "user" : "users"}
      </p>
      <UserCards users={sorted} sort={sort} onSort={setSort} />
      <UserTable users={sorted} sort={sort} onSort={setSort} />
    </div>
  );
}

interface ViewProps {
  users: AdminUserListItem[];
  sort: UserSort;
  onSort: (sort: UserSort) => void;
}

function UserTable({ users, sort, onSort }: ViewProps) {
  return (
    <Card className="hidden overflow-hidden p-0 md:block">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[64rem] text-left text-sm">
          <caption className="sr-only">All users with usage counts</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {ADMIN_USER_COLUMNS.map((column) => {
                const active = sort.column === column;
                const Icon = active ? (sort.direction === "desc" ? ArrowDown : ArrowUp) : ArrowUpDown;
                const numeric = countColumns.some((candidate) => candidate === column);
                return (
                  <th
                    key={column}
                    scope="col"
                    aria-sort={active ? (sort.direction === "desc" ? "descending" : "ascending") : undefined}
                    className={`px-3 py-2 font-semibold ${numeric ? "text-right" : ""}`}
                  >
                    <button
                      type="button"
                      onClick={() => onSort(nextUserSort(sort, column))}
                      className={`inline-flex items-center gap-1 rounded-md py-1 hover:text-ink ${numeric ? "flex-row-reverse text-right" : ""} ${active ? "text-ink" : ""}`}
                    >
                      {columnLabels[column]}
                      <Icon className={`size-3.5 shrink-0 ${active ? "" : "opacity-40"}`} aria-hidden />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user._id} className="hover:bg-slate-50">
                <th scope="row" className="whitespace-nowrap px-3 py-2.5 font-semibold text-ink">
                  {user.name}
                </th>
                <td className="max-w-56 truncate px-3 py-2.5 text-slate-700">{user.email}</td>
                <td className="whitespace-nowrap px-3 py-2.5 text-slate-700">{formatAdminDate(user.createdAt)}</td>
                {countColumns.map((column) => (
                  <td key={column} className="px-3 py-2.5 text-right text-ink tabular-nums">
                    {user[column]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function UserCards({ users, sort, onSort }: ViewProps) {
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
              const column = ADMIN_USER_COLUMNS.find((candidate) => candidate === event.target.value);
              if (column) onSort(nextUserSort(sort, column));
            }}
          >
            {ADMIN_USER_COLUMNS.map((column) => (
              <option key={column} value={column}>
                {columnLabels[column]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          variant="secondary"
          size="icon"
          onClick={() => onSort(nextUserSort(sort, sort.column))}
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
              <p className="shrink-0 text-slate-600 text-xs">Joined {formatAdminDate(user.createdAt)}</p>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 border-slate-100 border-t pt-3 text-sm">
              {countColumns.map((column) => (
                <div key={column} className="flex items-baseline justify-between gap-2">
                  <dt className="text-slate-600">{columnLabels[column]}</dt>
                  <dd className="font-semibold text-ink tabular-nums">{user[column]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
