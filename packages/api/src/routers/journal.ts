import {
  GetJournalInput,
  IdInput,
  JournalDateItem,
  JournalEntry,
  JournalTrendWeek,
  ListJournalDatesInput,
  SaveJournalInput,
} from "@onepercent/validators";
import { z } from "zod";
import {
  deleteJournalEntry,
  getJournalEntry,
  journalTrends,
  listJournalDates,
  saveJournalEntry,
} from "../services/journal";
import { forCaller, idempotentProcedure, onceForCaller, protectedProcedure, router } from "../trpc";

/** Daily, weekly and performance journals (planning-and-reflection.md §2.5, §2.6, §7). */
export const journalRouter = router({
  /** The caller's entry of a type and date, or null: the form then starts empty. */
  get: protectedProcedure.input(GetJournalInput).output(JournalEntry.nullable()).query(forCaller(getJournalEntry)),

  /** The dates of the caller's entries of one type, newest first (the past-entries dropdown). */
  listDates: protectedProcedure
    .input(ListJournalDatesInput)
    .output(z.array(JournalDateItem))
    .query(forCaller(listJournalDates)),

  /** One entry per type and date: saving again replaces that day's entry. */
  save: idempotentProcedure.input(SaveJournalInput).output(JournalEntry).mutation(onceForCaller(saveJournalEntry)),

  delete: protectedProcedure.input(IdInput).output(JournalEntry).mutation(forCaller(deleteJournalEntry)),

  /** Weekly rating and performance and mental ratings of the last 12 weeks, oldest first. */
  trends: protectedProcedure.output(z.array(JournalTrendWeek)).query(({ ctx }) => journalTrends(ctx.db, ctx.user)),
});
