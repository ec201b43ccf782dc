import { focusMessages } from "@onepercent/validators";
import { appRouter } from "../root";
import { type RestRow, row, withLegacyId } from "./types";

const { breathwork, relaxation, concentration } = appRouter.focus;

/**
 * The spec's path and its /api twin (training-and-tools.md §7 lists breathwork and relaxation
 * without the prefix; the old client also tried them with it, as for /roles-and-goals).
 */
const both = (path: string) => [path, `/api${path}`];

/** The Focus area's calls of training-and-tools.md §7. */
export const focusRows: RestRow[] = [
  // GET /breathwork is also an SPA route: a browser navigation gets the app.
  row({ method: "GET", path: both("/breathwork"), access: "user", procedure: breathwork.data }),
  row({
    method: "POST",
    path: both("/breathwork/session"),
    access: "user",
    status: 201,
    procedure: breathwork.saveSession,
    answer: withLegacyId,
  }),
  row({
    method: "GET",
    path: both("/breathwork/history"),
    access: "user",
    procedure: breathwork.history,
    answer: (history) => ({ ...history, history: history.history.map(withLegacyId) }),
  }),
  row({ method: "POST", path: both("/breathwork/preset"), access: "user", procedure: breathwork.savePreset }),
  row({
    method: "DELETE",
    path: both("/breathwork/preset/:name"),
    access: "user",
    procedure: breathwork.deletePreset,
    input: ({ params }) => ({ name: params.name }),
    answer: ({ name }) => ({ message: focusMessages.presetDeleted, name }),
  }),
  row({
    method: "POST",
    path: both("/relaxation/sessions"),
    access: "user",
    status: 201,
    procedure: relaxation.saveSession,
    answer: withLegacyId,
  }),
  row({
    method: "GET",
    path: "/api/concentration-grid/stats",
    access: "user",
    procedure: concentration.stats,
    answer: ({ stats, history }) => ({ stats, history: history.map(withLegacyId) }),
  }),
  row({
    method: "POST",
    path: "/api/concentration-grid/attempt",
    access: "user",
    status: 201,
    procedure: concentration.saveAttempt,
    answer: withLegacyId,
  }),
  row({
    method: "DELETE",
    path: "/api/concentration-grid/attempts",
    access: "user",
    procedure: concentration.clearHistory,
    answer: ({ deleted }) => ({ message: focusMessages.historyCleared, deleted }),
  }),
];
