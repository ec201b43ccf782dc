import { AppError, messages } from "@onepercent/validators";
import { appRouter } from "../root";
import { type RestRow, row } from "./types";

const { mvp } = appRouter;

/** GET /api/users/mvp: 404 when none exists; platform.md §7 also reads userId, name and email from it. */
const readMvp = row({
  method: "GET",
  // The token check without the api prefix (platform.md §7).
  path: ["/api/users/mvp", "/users/mvp"],
  access: "user",
  procedure: mvp.get,
  answer: async (saved, { caller }) => {
    if (!saved) throw new AppError("NOT_FOUND", messages.mvpNotFound);
    const me = await caller.auth.me();
    return { userId: me.id, name: me.name, email: me.email, ...saved };
  },
});

/**
 * The MVP and suggestion paths of planning-and-reflection.md §7. Static paths: mount before
 * the parameterised /api/users/:userId rows.
 */
export const mvpRows: RestRow[] = [
  readMvp,
  row({
    method: "PUT",
    path: "/api/users/mvp",
    access: "user",
    procedure: mvp.save,
    answer: (saved) => ({ success: true, ...saved }),
  }),
  row({
    method: "POST",
    path: "/api/ai/goal-suggestions",
    access: "user",
    procedure: mvp.goalSuggestions,
    // §7: a string for the mission, a list otherwise.
    answer: (found) => ({
      type: found.type,
      suggestions: found.type === "mission" ? (found.suggestions[0] ?? "") : found.suggestions,
      source: found.source,
    }),
  }),
];
