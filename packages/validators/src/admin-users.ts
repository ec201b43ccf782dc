import { z } from "zod";
import { IdRef } from "./ids";
import { ADMIN_USER_COLUMNS, AdminUserListItem, formatAdminDate } from "./invitations";
import { adminUserMessages } from "./messages/admin-users";

/** Rows per page of the users table unless the caller asks for another size (at most the max). */
export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USERS_PAGE_SIZE_MAX = 100;
export const ADMIN_AUDIT_PAGE_SIZE = 20;
/** A page number past this is refused (it would be an offset of millions). */
const ADMIN_PAGE_MAX = 100_000;
export const ADMIN_SEARCH_MAX = 254;
/** The search box waits this long after the last key before it asks the server. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** The columns the users table sorts by on the server: the listed ones and last activity. */
const ADMIN_USER_SORT_COLUMNS = [...ADMIN_USER_COLUMNS, "lastActiveAt"] as const;
export type AdminUserSortColumn = (typeof ADMIN_USER_SORT_COLUMNS)[number];

export const AdminUserSort = z.object({
  column: z.enum(ADMIN_USER_SORT_COLUMNS),
  direction: z.enum(["asc", "desc"]),
});
export type AdminUserSort = z.infer<typeof AdminUserSort>;

/** platform.md §2: the table starts with the newest users first. */
export const DEFAULT_ADMIN_USER_SORT: AdminUserSort = { column: "createdAt", direction: "desc" };

/** Clicking a header: the same column toggles direction; a new column starts descending. */
export function nextAdminUserSort(current: AdminUserSort, column: AdminUserSortColumn): AdminUserSort {
  if (current.column === column) return { column, direction: current.direction === "desc" ? "asc" : "desc" };
  return { column, direction: "desc" };
}

const Page = z.number().int().min(1).max(ADMIN_PAGE_MAX).default(1);

/** One page of the users table: server-side paging, search by name or e-mail, sort. */
export const AdminUserListInput = z
  .object({
    page: Page,
    pageSize: z.number().int().min(1).max(ADMIN_USERS_PAGE_SIZE_MAX).default(ADMIN_USERS_PAGE_SIZE),
    search: z.string().trim().max(ADMIN_SEARCH_MAX, adminUserMessages.searchTooLong).optional(),
    sort: AdminUserSort.default(DEFAULT_ADMIN_USER_SORT),
  })
  .prefault({});
export type AdminUserListInput = z.input<typeof AdminUserListInput>;
export type AdminUserListQuery = z.output<typeof AdminUserListInput>;

/** A row of the users table: the legacy list item plus last activity and account state. */
export const AdminUserRow = AdminUserListItem.extend({
  /** The latest of the user's session activity and sign-ins; null if never signed in. */
  lastActiveAt: z.date().nullable(),
  disabledAt: z.date().nullable(),
  isAdmin: z.boolean(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

/** One page of a table read on the server: its rows and where it is in the whole. */
const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ items: z.array(row), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const AdminUserPage = pageOf(AdminUserRow);
export type AdminUserPage = z.infer<typeof AdminUserPage>;

export const AdminUserIdInput = z.object({ userId: IdRef });

/** What disable and enable answer: the account's new state. */
export const AdminUserState = z.object({ userId: z.string(), email: z.string(), disabledAt: z.date().nullable() });
export type AdminUserState = z.infer<typeof AdminUserState>;

const ADMIN_AUDIT_ACTIONS = ["disable", "enable", "invite", "revoke-invitation"] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** How the audit log names each action. */
export const auditActionLabels: Record<AdminAuditAction, string> = {
  disable: "Disabled",
  enable: "Re-enabled",
  invite: "Invited",
  "revoke-invitation": "Revoked the invitation of",
};

export const AdminAuditListInput = z.object({ page: Page }).prefault({});

/** One admin action: who (null once that admin account is gone), what, to whom, when. */
export const AdminAuditEntryView = z.object({
  id: z.string(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  targetUserId: z.string().nullable(),
  targetEmail: z.string(),
  createdAt: z.date(),
  admin: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type AdminAuditEntryView = z.infer<typeof AdminAuditEntryView>;

export const AdminAuditPage = pageOf(AdminAuditEntryView);
export type AdminAuditPage = z.infer<typeof AdminAuditPage>;

/** How many pages `total` rows fill (at least one, so an empty table reads "Page 1 of 1"). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 60 * 60],
  ["day", 24 * 60 * 60],
];
let relative: Intl.RelativeTimeFormat | undefined;

/**
 * Last activity as the table shows it: "Just now", "5 minutes ago", "3 hours ago", "2 days ago"
 * within a week, else the date ("Nov 3, 2026"); "Never" without any.
 */
export function formatLastActive(at: Date | null, now: Date): string {
  if (!at) return "Never";
  const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  if (seconds < 60) return "Just now";
  if (seconds < 7 * 24 * 60 * 60) {
    relative ??= new Intl.RelativeTimeFormat("en-US", { numeric: "always" });
    const [unit, size] = units.findLast(([, size]) => seconds >= size) ?? ["minute", 60];
    return relative.format(-Math.floor(seconds / size), unit);
  }
  return formatAdminDate(at);
}
