import { AppError, GoalSuggestionsInput, type MvpView, messages, SaveMvpInput } from "@onepercent/validators";
import type { RestRoute } from "./routes";

type Caller = Parameters<RestRoute["handle"]>[0];

const shaped = (mvp: MvpView) => ({
  mission: mvp.mission,
  vision: mvp.vision,
  principles: mvp.principles,
  updatedAt: mvp.updatedAt,
});

/** GET /api/users/mvp: 404 when none exists; platform.md §7 also reads userId, name and email from it. */
async function readMvp(caller: Caller) {
  const mvp = await caller.mvp.get();
  if (!mvp) throw new AppError("NOT_FOUND", messages.mvpNotFound);
  const me = await caller.auth.me();
  return { userId: me.id, name: me.name, email: me.email, ...shaped(mvp) };
}

/**
 * The MVP and suggestion paths of planning-and-reflection.md §7. Static paths: mount before
 * the parameterised /api/users/:userId rows.
 */
export const mvpRoutes: RestRoute[] = [
  { method: "GET", path: "/api/users/mvp", access: "user", handle: readMvp },
  // The token check without the api prefix (platform.md §7).
  { method: "GET", path: "/users/mvp", access: "user", handle: readMvp },
  {
    method: "PUT",
    path: "/api/users/mvp",
    access: "user",
    handle: async (caller, { body }) => ({
      success: true,
      ...shaped(await caller.mvp.save(SaveMvpInput.parse(body))),
    }),
  },
  {
    method: "POST",
    path: "/api/ai/goal-suggestions",
    access: "user",
    handle: async (caller, { body }) => {
      const answer = await caller.mvp.goalSuggestions(GoalSuggestionsInput.parse(body));
      // §7: a string for the mission, a list otherwise.
      const suggestions = answer.type === "mission" ? (answer.suggestions[0] ?? "") : answer.suggestions;
      return { type: answer.type, suggestions, source: answer.source };
    },
  },
];
