import { ContactInput, LoginInput, RegisterInput, StarterTaskInput } from "@onepercent/validators";
import type { createCaller } from "../root";

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
const profileById = (caller: Caller, { params }: RestRequest) => caller.auth.me({ userId: params.userId });

/** The legacy paths of platform.md §7. Static paths come before parameterised ones. */
export const restRoutes: RestRoute[] = [
  { method: "GET", path: "/api/health", handle: (caller) => caller.health.check() },
  {
    method: "POST",
    path: "/api/users/login",
    handle: (caller, { body }) => caller.auth.login(LoginInput.parse(body)),
  },
  {
    method: "POST",
    path: "/api/users/register",
    status: 201,
    handle: (caller, { body }) => caller.auth.register(RegisterInput.parse(body)),
  },
  {
    method: "POST",
    path: "/api/users/logout",
    handle: async (caller) => {
      await caller.auth.logout();
      return { message: "Logged out" };
    },
  },
  {
    method: "POST",
    path: "/api/users/contact",
    handle: (caller, { body }) => caller.contact.send(ContactInput.parse(body)),
  },
  { method: "POST", path: "/api/users/starter-task", handle: starterTask },
  { method: "POST", path: "/users/starter-task", handle: starterTask },
  { method: "GET", path: "/api/users/weekly-performance", handle: weeklyPerformance },
  { method: "GET", path: "/api/users/info", handle: profile },
  { method: "GET", path: "/api/api/users/me", handle: profile },
  { method: "GET", path: "/users/info", handle: profile },
  { method: "GET", path: "/api/users/:userId", handle: profileById },
  { method: "GET", path: "/users/:userId", handle: profileById },
];
