import {
  AdminUnlockInput,
  CoachSuggestionsInput,
  ContactInput,
  CreateHabitInput,
  CreateInvitationInput,
  DailyJournalInput,
  EMPTY_MINDSET,
  GetJournalInput,
  type HabitListItem,
  IdInput,
  InvitationCodeInput,
  type JournalDateItem,
  type JournalEntry,
  type JournalType,
  LegacyOnboardingAnswers,
  LegacyOnboardingSave,
  ListJournalDatesInput,
  LoginInput,
  MindsetSuggestionsInput,
  messages,
  RegisterInput,
  SaveJournalInput,
  SaveMindsetInput,
  SaveMindsetProcessInput,
  SaveOnboardingInput,
  SetHabitDayInput,
  StarterTaskInput,
  UpdateHabitInput,
} from "@onepercent/validators";
import type { Access } from "../access";
import { notFound } from "../errors";
import type { createCaller } from "../root";
import { mvpRoutes } from "./mvp-routes";
import { plannerRoutes } from "./planner-routes";
import { profileRoutes } from "./profile-routes";

type Caller = ReturnType<typeof createCaller>;

/** What a legacy path receives, already parsed by the host. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/**
 * One legacy REST path: it parses the input with the procedure's own schema, calls the same
 * procedure the web app uses (through a server-side caller) and shapes the documented
 * answer. No business logic lives here.
 */
export interface RestRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** Checked by the host before it reads the body: 401 without a session, 403 for a non-admin on admin. */
  access: Access;
  handle(caller: Caller, request: RestRequest): Promise<unknown>;
  /** Success status; 200 unless stated. */
  status?: 200 | 201;
}

const profile = (caller: Caller) => caller.auth.me();
const starterTask = async (caller: Caller, { body }: RestRequest) => ({
  success: true,
  ...(await caller.dashboard.recordStarterTask(StarterTaskInput.parse(body))),
});

/** platform.md §3 weekly metrics, with the alternative names the legacy client also read. */
async function weeklyPerformance(caller: Caller) {
  const { weekly } = await caller.dashboard.get();
  return {
    ...weekly.current,
    meditationMinutes: weekly.current.relaxationMinutes,
    checklistCompletionPercentage: weekly.current.habitCompletionPercentage,
    weekStart: weekly.week.start,
    previousWeek: weekly.previous,
  };
}
/** planning-and-reflection.md §3 "Daily action": this week's days as the legacy dailyStatus list. */
const legacyAction = (action: HabitListItem) => ({
  _id: action.id,
  id: action.id,
  action: action.action,
  category: action.category,
  frequency: action.frequency,
  customDays: action.customDays,
  timeOfDay: action.timeOfDay,
  order: action.order,
  completionRate: action.completionRate,
  streaks: action.streaks,
  dailyStatus: action.week.map((day) => ({
    day: day.day,
    date: day.date,
    status: day.stored,
    timestamp: day.updatedAt?.toISOString() ?? null,
    note: day.note,
  })),
});
const dailyActionList = async (caller: Caller) => (await caller.habits.list()).actions.map(legacyAction);
const incompleteDailyActions = async (caller: Caller) => (await caller.habits.incompleteToday()).map(legacyAction);
/** One action in the legacy shape, read back after a change. */
async function dailyActionById(caller: Caller, id: string) {
  const action = (await caller.habits.list()).actions.find((item) => item.id === id);
  return action ? legacyAction(action) : { _id: id, id };
}
const profileById = (caller: Caller, { params }: RestRequest) => caller.auth.me({ userId: params.userId });

/** The onboarding state as the legacy client reads it after a save. */
const onboardingSaved = (status: Awaited<ReturnType<Caller["onboarding"]["status"]>>) => ({
  success: true,
  onboardingCompleted: status.completed,
  onboardingNeeded: status.needed,
  onboardingResponses: status.responses,
});

/** POST /api/users/{id}/onboarding carries either {responses} (the save fallback) or single answers. */
async function onboardingForUser(caller: Caller, { params, body }: RestRequest) {
  const userId = params.userId;
  if (typeof body === "object" && body !== null && "responses" in body) {
    return onboardingSaved(await caller.onboarding.save({ ...LegacyOnboardingSave.parse(body), userId }));
  }
  return onboardingSaved(await caller.onboarding.saveAnswers({ ...LegacyOnboardingAnswers.parse(body), userId }));
}
/** Journal entries and date items carry the legacy `_id` (planning-and-reflection.md §3, §7). */
const restEntry = ({ id, ...entry }: JournalEntry) => ({ _id: id, ...entry });
const restDates = (items: JournalDateItem[]) => items.map(({ id, date }) => ({ _id: id, date }));
/** A body without a type is a journal of the path's type. */
const typedBody = (body: unknown, type: JournalType) =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? { type, ...body } : body;
async function journalEntry(caller: Caller, type: JournalType, date: string | undefined) {
  const entry = await caller.journal.get(GetJournalInput.parse({ type, date }));
  if (!entry) throw notFound();
  return restEntry(entry);
}
const journalType = (query: Record<string, string>, fallback: JournalType) =>
  ListJournalDatesInput.parse({ type: query.type ?? fallback }).type;
const journalDates = async (caller: Caller, { query }: RestRequest) =>
  restDates(await caller.journal.listDates({ type: journalType(query, "daily") }));

/** The legacy paths of platform.md §7. Static paths come before parameterised ones. */
export const restRoutes: RestRoute[] = [
  { method: "GET", path: "/api/health", access: "public", handle: (caller) => caller.health.check() },
  {
    method: "POST",
    path: "/api/users/login",
    access: "public",
    handle: (caller, { body }) => caller.auth.login(LoginInput.parse(body)),
  },
  {
    method: "POST",
    path: "/api/users/register",
    access: "public",
    status: 201,
    handle: (caller, { body }) => caller.auth.register(RegisterInput.parse(body)),
  },
  {
    method: "POST",
    path: "/api/users/logout",
    access: "user",
    handle: async (caller) => {
      await caller.auth.logout();
      return { message: "Logged out" };
    },
  },
  {
    method: "POST",
    path: "/api/users/contact",
    access: "user",
    handle: (caller, { body }) => caller.contact.send(ContactInput.parse(body)),
  },
  { method: "POST", path: "/api/users/starter-task", access: "user", handle: starterTask },
  { method: "POST", path: "/users/starter-task", access: "user", handle: starterTask },
  { method: "GET", path: "/api/users/weekly-performance", access: "user", handle: weeklyPerformance },
  { method: "GET", path: "/api/daily-actions", access: "user", handle: dailyActionList },
  { method: "GET", path: "/api/daily-actions/incomplete-today", access: "user", handle: incompleteDailyActions },
  { method: "GET", path: "/api/daily-checklist", access: "user", handle: dailyActionList },
  { method: "GET", path: "/api/daily-checklist/incomplete", access: "user", handle: incompleteDailyActions },
  {
    method: "POST",
    path: "/api/daily-actions",
    access: "user",
    status: 201,
    handle: async (caller, { body }) => {
      const created = await caller.habits.create(CreateHabitInput.parse(body));
      return dailyActionById(caller, created.id);
    },
  },
  {
    method: "POST",
    path: "/api/daily-actions/reset",
    access: "user",
    handle: async (caller) => {
      const { weekStart, reset } = await caller.habits.reset();
      return { message: "Actions reset", weekStart, reset, actions: await dailyActionList(caller) };
    },
  },
  {
    method: "PUT",
    path: "/api/daily-actions/:id",
    access: "user",
    handle: async (caller, { params, body }) => {
      const updated = await caller.habits.update(UpdateHabitInput.parse({ id: params.id, data: body }));
      return dailyActionById(caller, updated.id);
    },
  },
  {
    method: "DELETE",
    path: "/api/daily-actions/:id",
    access: "user",
    handle: async (caller, { params }) => {
      const { id } = await caller.habits.delete(IdInput.parse({ id: params.id }));
      return { message: "Action deleted", _id: id, id };
    },
  },
  {
    method: "PUT",
    path: "/api/daily-actions/:id/day/:day",
    access: "user",
    handle: async (caller, { params, body }) => {
      const status = typeof body === "object" && body !== null && "status" in body ? body.status : undefined;
      const day = await caller.habits.setDay(
        SetHabitDayInput.parse({ id: params.id, day: params.day?.toUpperCase(), status }),
      );
      return { ...(await dailyActionById(caller, day.id)), firstCheck: day.firstCheck };
    },
  },
  { method: "GET", path: "/api/users/info", access: "user", handle: profile },
  { method: "GET", path: "/api/api/users/me", access: "user", handle: profile },
  { method: "GET", path: "/users/info", access: "user", handle: profile },
  // Admin and invitations (platform.md §7; docs/decisions/007). REST clients pass the admin
  // page's password gate with POST /api/admin/unlock, like the web app does.
  {
    method: "POST",
    path: "/api/admin/unlock",
    access: "admin",
    handle: (caller, { body }) => caller.admin.unlock(AdminUnlockInput.parse(body)),
  },
  {
    method: "POST",
    path: "/api/invitations",
    access: "admin",
    status: 201,
    handle: (caller, { body }) => caller.admin.invitations.create(CreateInvitationInput.parse(body)),
  },
  { method: "GET", path: "/api/invitations", access: "admin", handle: (caller) => caller.admin.invitations.list() },
  {
    method: "GET",
    path: "/api/invitations/verify/:code",
    access: "public",
    handle: (caller, { params }) => caller.invitations.verify(InvitationCodeInput.parse(params)),
  },
  {
    method: "PUT",
    path: "/api/invitations/use/:code",
    access: "public",
    handle: (caller, { params }) => caller.invitations.use(InvitationCodeInput.parse(params)),
  },
  {
    method: "POST",
    path: "/api/invitations/:id/resend",
    access: "admin",
    handle: (caller, { params }) => caller.admin.invitations.resend(IdInput.parse(params)),
  },
  {
    method: "DELETE",
    path: "/api/invitations/:id",
    access: "admin",
    handle: async (caller, { params }) => ({
      ...(await caller.admin.invitations.delete(IdInput.parse(params))),
      message: messages.invitationDeleted,
    }),
  },
  { method: "GET", path: "/api/users/all", access: "admin", handle: (caller) => caller.admin.users.list() },
  ...mvpRoutes,
  ...profileRoutes,
  ...plannerRoutes,
  {
    method: "POST",
    path: "/api/onboarding/save",
    access: "user",
    handle: async (caller, { body }) => onboardingSaved(await caller.onboarding.save(SaveOnboardingInput.parse(body))),
  },
  { method: "POST", path: "/api/users/:userId/onboarding", access: "user", handle: onboardingForUser },
  {
    method: "POST",
    path: "/ai/generate-mvp-suggestions",
    access: "public",
    handle: async (caller, { body }) => {
      const { source, ...suggestions } = await caller.onboarding.mvpSuggestions(CoachSuggestionsInput.parse(body));
      return { suggestions, source };
    },
  },
  {
    method: "POST",
    path: "/ai/generate-mindset-suggestions",
    access: "public",
    handle: async (caller, { body }) => {
      const { source, ...suggestions } = await caller.onboarding.mindsetSuggestions(CoachSuggestionsInput.parse(body));
      return { suggestions, source };
    },
  },
  // Journals (planning-and-reflection.md §7).
  {
    method: "GET",
    path: "/api/journal",
    access: "user",
    handle: (caller, { query }) => journalEntry(caller, journalType(query, "daily"), query.date),
  },
  {
    method: "POST",
    path: "/api/journal",
    access: "user",
    handle: async (caller, { body }) => restEntry(await caller.journal.save(SaveJournalInput.parse(body))),
  },
  { method: "GET", path: "/api/journal/dates", access: "user", handle: journalDates },
  {
    method: "POST",
    path: "/journal",
    access: "user",
    handle: async (caller, { body }) =>
      restEntry(await caller.journal.save(DailyJournalInput.parse(typedBody(body, "daily")))),
  },
  { method: "GET", path: "/journal/dates", access: "user", handle: journalDates },
  {
    method: "GET",
    path: "/api/weekly-journal",
    access: "user",
    handle: (caller, { query }) => journalEntry(caller, "weekly", query.date),
  },
  {
    method: "GET",
    path: "/api/performance-journal/:date",
    access: "user",
    handle: (caller, { params }) => journalEntry(caller, "performance", params.date),
  },
  // Mindset (planning-and-reflection.md §7).
  {
    method: "GET",
    path: "/api/mindset",
    access: "user",
    handle: async (caller) => (await caller.mindset.get()) ?? EMPTY_MINDSET,
  },
  {
    method: "PUT",
    path: "/api/mindset",
    access: "user",
    handle: async (caller, { body }) => ({
      success: true,
      message: messages.mindsetDataSaved,
      ...(await caller.mindset.save(SaveMindsetInput.parse(body))),
    }),
  },
  { method: "GET", path: "/api/mindset/process", access: "user", handle: (caller) => caller.mindset.process.get() },
  {
    method: "PUT",
    path: "/api/mindset/process",
    access: "user",
    handle: async (caller, { body }) => {
      const mindsetProcess = await caller.mindset.process.save(SaveMindsetProcessInput.parse(body));
      return { success: true, ...mindsetProcess, mindsetProcess };
    },
  },
  {
    method: "POST",
    path: "/api/ai/process-suggestions",
    access: "user",
    handle: async (caller, { body }) => {
      // userData is not needed: the coach reads the caller's own profile and onboarding answers.
      const selections =
        typeof body === "object" && body !== null && "currentSelections" in body ? body.currentSelections : [];
      const input = {
        ...(typeof body === "object" ? body : {}),
        currentSelections: Array.isArray(selections) ? selections : [],
      };
      const answer = await caller.mindset.suggestions(MindsetSuggestionsInput.parse(input));
      return {
        type: answer.type,
        suggestions: answer.suggestions.map(({ text }) => text),
        items: answer.suggestions,
        source: answer.source,
      };
    },
  },
  { method: "GET", path: "/api/users/:userId", access: "user", handle: profileById },
  { method: "GET", path: "/users/:userId", access: "user", handle: profileById },
];
