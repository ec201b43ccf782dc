import type { JournalEntry, JournalType } from "@onepercent/validators";
import { notFound } from "../errors";
import { appRouter } from "../root";
import { bodyWith, type RestRequest, type RestRow, row } from "./types";

const { journal } = appRouter;

/** Journal entries and date items carry the legacy `_id` (planning-and-reflection.md §3, §7). */
const entryOrNotFound = (entry: JournalEntry | null) => {
  if (!entry) throw notFound();
  const { id, ...rest } = entry;
  return { _id: id, ...rest };
};
const dates = (items: { id: string; date: string }[]) => items.map(({ id, date }) => ({ _id: id, date }));
const savedEntry = ({ id, ...entry }: JournalEntry) => ({ _id: id, ...entry });

/** The entry of one type on a date: the type from the query (default daily) or the path. */
const entryOn =
  (type: JournalType | null, date: (request: RestRequest) => string | undefined) => (request: RestRequest) => ({
    type: type ?? request.query.type ?? "daily",
    date: date(request),
  });
/** "daily" for a body without a type or of type daily; null (refused by the schema) for any other. */
const dailyOnly = (body: unknown) => {
  const type = typeof body === "object" && body !== null && "type" in body ? body.type : undefined;
  return type === undefined || type === "daily" ? "daily" : null;
};
const queryDate = (request: RestRequest) => request.query.date;

/** Journals (planning-and-reflection.md §7). */
export const journalRows: RestRow[] = [
  row({
    method: "GET",
    path: "/api/journal",
    access: "user",
    procedure: journal.get,
    input: entryOn(null, queryDate),
    answer: entryOrNotFound,
  }),
  row({ method: "POST", path: "/api/journal", access: "user", procedure: journal.save, answer: savedEntry }),
  row({
    method: "GET",
    path: ["/api/journal/dates", "/journal/dates"],
    access: "user",
    procedure: journal.listDates,
    input: ({ query }) => ({ type: query.type ?? "daily" }),
    answer: dates,
  }),
  // The daily journal's own path: a body without a type is a daily entry, another type is refused.
  row({
    method: "POST",
    path: "/journal",
    access: "user",
    procedure: journal.save,
    input: ({ body }) => bodyWith(body, { type: dailyOnly(body) }),
    answer: savedEntry,
  }),
  row({
    method: "GET",
    path: "/api/weekly-journal",
    access: "user",
    procedure: journal.get,
    input: entryOn("weekly", queryDate),
    answer: entryOrNotFound,
  }),
  row({
    method: "GET",
    path: "/api/performance-journal/:date",
    access: "user",
    procedure: journal.get,
    input: entryOn("performance", ({ params }) => params.date),
    answer: entryOrNotFound,
  }),
];
