import { z } from "zod";
import { messages } from "./messages/common";

/** A record's id as the API answers it. */
export const Id = z.uuid();

/** Whether a text can be a record's id at all. */
export const isId = (value: string): boolean => Id.safeParse(value).success;

/**
 * An id a caller names (an input, a path). Any text is taken: one that names none of the
 * caller's records (missing, someone else's, or not an id at all) is NOT_FOUND, 404 on the
 * legacy paths (docs/decisions/018-ids-and-limits.md).
 */
export const IdRef = z.string({ error: messages.notFound }).trim();

export const IdInput = z.object({ id: IdRef });
export type IdInput = z.infer<typeof IdInput>;

/** What a delete answers: the id of the record it removed. */
export const DeletedRecord = z.object({ id: Id });
export type DeletedRecord = z.infer<typeof DeletedRecord>;
