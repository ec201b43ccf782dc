import { EMPTY_MINDSET, messages } from "@onepercent/validators";
import { appRouter } from "../root";
import { bodyWith, type RestRow, row } from "./types";

const { mindset } = appRouter;

/** `currentSelections` as a list (the old client sometimes left it out); userData is not needed. */
const selections = (body: unknown) => {
  const given = typeof body === "object" && body !== null && "currentSelections" in body ? body.currentSelections : [];
  return Array.isArray(given) ? given : [];
};

/** Mindset (planning-and-reflection.md §7). */
export const mindsetRows: RestRow[] = [
  row({
    method: "GET",
    path: "/api/mindset",
    access: "user",
    procedure: mindset.get,
    answer: (saved) => saved ?? EMPTY_MINDSET,
  }),
  row({
    method: "PUT",
    path: "/api/mindset",
    access: "user",
    procedure: mindset.save,
    answer: (saved) => ({ success: true, message: messages.mindsetDataSaved, ...saved }),
  }),
  row({ method: "GET", path: "/api/mindset/process", access: "user", procedure: mindset.process.get }),
  row({
    method: "PUT",
    path: "/api/mindset/process",
    access: "user",
    procedure: mindset.process.save,
    answer: (mindsetProcess) => ({ success: true, ...mindsetProcess, mindsetProcess }),
  }),
  // The coach reads the caller's own profile and onboarding answers.
  row({
    method: "POST",
    path: "/api/ai/process-suggestions",
    access: "user",
    procedure: mindset.suggestions,
    input: ({ body }) =>
      bodyWith(typeof body === "object" && body !== null ? body : {}, { currentSelections: selections(body) }),
    answer: (found) => ({
      type: found.type,
      suggestions: found.suggestions.map(({ text }) => text),
      items: found.suggestions,
      source: found.source,
    }),
  }),
];
