import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { Input } from "@onepercent/ui/field";
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  ADMIN_SEARCH_MAX,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserPage,
  type AdminUserRow,
  type AdminUserSort,
  DEFAULT_ADMIN_USER_SORT,
} from "@onepercent/validators/admin-users";
import { adminUserMessages } from "@onepercent/validators/messages/admin-users";
import { messages } from "@onepercent/validators/messages/common";
import { keepPreviousData, type UseQueryResult } from "@tanstack/react-query";
import { Loader2, Search } from "lucide-react";
import { useState } from "react";
import { isTRPCClientError, trpc } from "../../lib/trpc";
import { type CoachControls, useCoachGrants } from "./coach-action";
import { Pagination } from "./pagination";
import { useDebounced } from "./use-debounced";
import { useRelockWhenForbidden } from "./use-gate";
import { UserCards } from "./user-cards";
import { ConfirmStatusChange } from "./user-status";
import { UserTable } from "./user-table";

/**
 * Users tab (platform.md §2, issue 16): one page of users from the server at a time, searched by
 * name or e-mail, sorted by any column, with last activity, status, Disable/Enable and
 * Make coach/Remove coach (issue 29); cards on phones.
 */
export function UsersPanel() {
  const [typed, setTyped] = useState("");
  const search = useDebounced(typed.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const [view, setView] = useState({ search, page: 1, sort: DEFAULT_ADMIN_USER_SORT });
  // A new search starts again at page 1.
  const page = view.search === search ? view.page : 1;
  const setPage = (next: number) => setView({ ...view, search, page: next });
  const setSort = (sort: AdminUserSort) => setView({ search, page: 1, sort });
  const [asking, setAsking] = useState<AdminUserRow | null>(null);
  const coaches = useCoachGrants();

  const users = trpc.admin.users.list.useQuery(
    { page, pageSize: ADMIN_USERS_PAGE_SIZE, sort: view.sort, ...(search ? { search } : {}) },
    { placeholderData: keepPreviousData },
  );
  useRelockWhenForbidden(users.error);

  return (
    <div className="space-y-4">
      <div className="relative max-w-md">
        <label htmlFor="user-search" className="sr-only">
          Search users by name or email
        </label>
        <Search className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-slate-500" aria-hidden />
        <Input
          id="user-search"
          type="search"
          value={typed}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Search by name or email"
          className="pl-9"
          autoComplete="off"
        />
      </div>
      <UsersBody
        query={users}
        search={search}
        page={page}
        sort={view.sort}
        onPage={setPage}
        onSort={setSort}
        onAsk={setAsking}
        coaches={coaches}
      />
      <ConfirmStatusChange user={asking} onDone={() => setAsking(null)} />
      {coaches.dialog}
    </div>
  );
}

interface BodyProps {
  query: UseQueryResult<AdminUserPage, unknown>;
  search: string;
  page: number;
  sort: AdminUserSort;
  onPage: (page: number) => void;
  onSort: (sort: AdminUserSort) => void;
  onAsk: (user: AdminUserRow) => void;
  coaches: CoachControls;
}

function UsersBody({ query, search, page, sort, onPage, onSort, onAsk, coaches }: BodyProps) {
  if (query.isPending) {
    return (
      <Card>
        <p className="flex items-center gap-2 py-6 text-slate-600">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading users…
        </p>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 bg-red-50">
        <p className="text-red-800">
          {isTRPCClientError(query.error) && query.error.message ? query.error.message : messages.usersLoadFailed}
        </p>
        <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
          Try Again
        </Button>
      </Card>
    );
  }
  const { items, total, pageSize } = query.data;
  if (total === 0) {
    return (
      <Card>
        <p className="py-8 text-center text-slate-600">
          {search ? adminUserMessages.noUsersMatch(search) : messages.noUsers}
        </p>
      </Card>
    );
  }
  const now = new Date();
  return (
    <div className="space-y-4" aria-busy={query.isFetching}>
      <p className="text-slate-700 text-sm" aria-live="polite">
        {total} {total === 1 ? "user" : "users"}
        {search ? ` matching "${search}"` : ""}
      </p>
      <UserCards users={items} sort={sort} onSort={onSort} onAsk={onAsk} coaches={coaches} now={now} />
      <UserTable users={items} sort={sort} onSort={onSort} onAsk={onAsk} coaches={coaches} now={now} />
      <Pagination
        label="Users"
        page={page}
        pageSize={pageSize}
        total={total}
        onPage={onPage}
        busy={query.isPlaceholderData}
      />
    </div>
  );
}
