import { z } from "zod";
import { messages } from "./messages/common";

/** planning-and-reflection.md §5, §9: at most 5 items per mindset list. */
export const MINDSET_LIST_MAX = 5;
/** Longest single statement (an affirmation, a cue). */
export const MINDSET_STATEMENT_MAX = 300;

/**
 * A mindset list: items trimmed (and `tidy`-ed), blank ones dropped, at most 5 remain (§5).
 */
export const mindsetList = (tooMany: string, tidy: (item: string) => string = (item) => item) =>
  z
    .array(
      z.string(messages.mindsetStatementRequired).trim().max(MINDSET_STATEMENT_MAX, messages.mindsetStatementTooLong),
      messages.mindsetListInvalid,
    )
    .transform((items) => items.map(tidy).filter((item) => item !== ""))
    .refine((items) => items.length <= MINDSET_LIST_MAX, tooMany);
