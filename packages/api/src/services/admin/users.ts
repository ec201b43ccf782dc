import {
  adminAuditLog,
  asc,
  breathworkSessions,
  concentrationAttempts,
  type Database,
  eq,
  journalEntries,
  logins,
  relaxationSessions,
  type SQL,
  sessions,
  sql,
  users,
} from "@onepercent/db";
import { type AdminUserListItem, AppError } from "@onepercent/validators";
import type {
  AdminUserListQuery,
  AdminUserPage,
  AdminUserSortColumn,
  AdminUserState,
} from "@onepercent/validators/admin-users";
import { adminUserMessages } from "@onepercent/validators/messages/admin-users";
import { notFound } from "../../errors";
import { aggregateOver, idIs, type UserRows } from "../shared/records";

/**
 * `value` (an aggregate, 0 when there is nothing) over one user's rows of `table` that match
 * `where`; the outer row's users.id is spelled out (see dashboard.ts). Each runs on the table's
 * (user_id, …) index.
 */
const perUser = (table: UserRows, value: SQL, where: SQL = sql`true`) =>
  aggregateOver(table, sql`"users"."id"`, value, where);
const journalsOf = (type: "daily" | "weekly" | "performance") =>
  perUser(journalEntries, sql`count(*)`, sql`${journalEntries.type} = ${type}`);

/** The usage counts of platform.md §3 "Admin user list item", for the outer row's user. */
const usage = {
  loginCount: perUser(logins, sql`count(*)`),
  dailyJournals: journalsOf("daily"),
  weeklyJournals: journalsOf("weekly"),
  performanceJournals: journalsOf("performance"),
  breathCycles: perUser(breathworkSessions, sql`sum(${breathworkSessions.cycles})`),
  // The relaxed time of every relaxation session, in whole minutes.
  meditationMinutes: perUser(relaxationSessions, sql`round(sum(${relaxationSessions.actualDurationSeconds}) / 60.0)`),
  concentrationGames: perUser(concentrationAttempts, sql`count(*)`),
};

/**
 * The latest of the user's session activity and sign-ins (either may be missing: greatest()
 * skips nulls). Both are index look-ups: sessions by user_id, logins by (user_id, logged_in_at).
 */
const lastActiveAt = sql<Date | null>`greatest(
  (select max(${sessions.lastActiveAt}) from ${sessions} where ${sessions.userId} = "users"."id"),
  (select max(${logins.loggedInAt}) from ${logins} where ${logins.userId} = "users"."id")
)`.mapWith(sessions.lastActiveAt);

const legacyColumns = { _id: users.id, name: users.name, email: users.email, createdAt: users.createdAt, ...usage };

/** Every user with usage counts (the legacy GET /api/users/all), in one query, newest first. */
export async function listUsersWithUsage(db: Database): Promise<AdminUserListItem[]> {
  return db.select(legacyColumns).from(users).orderBy(sql`${users.createdAt} desc`, asc(users.email));
}

const sortKeys: Record<AdminUserSortColumn, SQL> = {
  name: sql`lower(${users.name})`,
  email: sql`${users.email}`,
  createdAt: sql`${users.createdAt}`,
  lastActiveAt,
  ...usage,
};

/** `text` as an ILIKE pattern matching it anywhere: its own %, _ and \ match only themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** Name or e-mail containing the search, in any case; everyone without one. */
const searchFilter = (search: string | undefined) => {
  const text = search?.trim();
  if (!text) return sql`true`;
  const pattern = containsPattern(text);
  return sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})`;
};

/**
 * One page of the users table in one statement: the page's ids are chosen first (filtered by
 * name or e-mail, sorted, with the filtered total as a window count), and only those rows get
 * their usage counts and last activity. Sorting by a count computes that count for the filtered
 * users only. Ties are broken by id so pages never overlap.
 */
function usersPageQuery(db: Database, input: AdminUserListQuery) {
  const { page, pageSize, sort } = input;
  const filter = searchFilter(input.search);
  const direction = sort.direction === "asc" ? sql`asc` : sql`desc`;
  const key = sortKeys[sort.column];
  const chosen = db.$with("page_users").as(
    db
      .select({
        id: users.id,
        sortValue: sql`${key}`.as("sort_value"),
        total: sql<number>`count(*) over ()`.mapWith(Number).as("total"),
      })
      .from(users)
      .where(filter)
      // By the output column's name, so the key (a count for some columns) is computed once a row.
      .orderBy(sql`"sort_value" ${direction} nulls last`, sql`${users.id} ${direction}`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  );
  return db
    .with(chosen)
    .select({
      ...legacyColumns,
      lastActiveAt,
      disabledAt: users.disabledAt,
      isAdmin: users.isAdmin,
      total: chosen.total,
    })
    .from(users)
    .innerJoin(chosen, eq(chosen.id, users.id))
    .orderBy(sql`${chosen.sortValue} ${direction} nulls last`, sql`${users.id} ${direction}`);
}

export async function listUsersPage(db: Database, input: AdminUserListQuery): Promise<AdminUserPage> {
  const { page, pageSize } = input;
  const rows = await usersPageQuery(db, input);
  const total = rows[0]?.total ?? (page === 1 ? 0 : await db.$count(users, searchFilter(input.search)));
  return { items: rows.map(({ total: _, ...item }) => item), total, page, pageSize };
}

/**
 * Disables or re-enables an account, in one transaction with its audit row. Disabling ends every
 * session of the account. The admin cannot disable itself or another admin. Asking for the state
 * the account is already in changes nothing and logs nothing.
 */
export async function setUserDisabled(
  db: Database,
  adminId: string,
  userId: string,
  disabled: boolean,
  now = new Date(),
): Promise<AdminUserState> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, email: users.email, isAdmin: users.isAdmin, disabledAt: users.disabledAt })
      .from(users)
      .where(idIs(users.id, userId))
      .for("update");
    if (!target) throw notFound();
    if (target.id === adminId) throw new AppError("FORBIDDEN", adminUserMessages.cannotDisableSelf);
    if (target.isAdmin) throw new AppError("FORBIDDEN", adminUserMessages.cannotDisableAdmin);
    const state = { userId: target.id, email: target.email };
    if (disabled === (target.disabledAt !== null)) return { ...state, disabledAt: target.disabledAt };
    const disabledAt = disabled ? now : null;
    await tx.update(users).set({ disabledAt }).where(eq(users.id, target.id));
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, target.id));
    await tx.insert(adminAuditLog).values({
      adminId,
      targetUserId: target.id,
      targetEmail: target.email,
      action: disabled ? "disable" : "enable",
    });
    return { ...state, disabledAt };
  });
}
