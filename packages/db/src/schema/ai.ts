import {
  AI_SCRIPT_MAX,
  AI_TITLE_MAX,
  AUDIO_ITEM_KINDS,
  AUDIO_URL_MAX,
  type AudioSettings,
  type ChatMessage,
  CONVERSATION_MESSAGES_MAX,
  type ImagerySettings,
} from "@onepercent/validators";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, jsonb, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bound, oneOf } from "./checks";
import { now } from "./columns";
import { ownedTable } from "./owned-table";

// The AI tools (training-and-tools.md §2 AI tools, §3; issue 15): generated tracks and recordings,
// the visualization and mental imagery libraries, saved coach conversations. The checks mirror
// the validators' limits.

export const AI_FILE_ORIGINS = ["generated", "recording"] as const;
export type AiFileOrigin = (typeof AI_FILE_ORIGINS)[number];
export type AiAudioItemKind = (typeof AUDIO_ITEM_KINDS)[number];

/**
 * A user's audio file: bytes in the audio storage under a random key, served only to its owner
 * (/api/ai/files/:id). A generated track no library item uses is swept after a while.
 */
export const aiFiles = ownedTable(
  "ai_files",
  {
    storageKey: text().notNull(),
    /** The type sniffed from the bytes (a recording) or audio/mpeg (a generated track). */
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    /** Unknown for a live WebM recording (its header has none). */
    durationSeconds: real(),
    origin: text().$type<AiFileOrigin>().notNull(),
    createdAt: now(),
  },
  (table) => table.createdAt,
  (table) => [
    uniqueIndex("ai_files_storage_key_idx").on(table.storageKey),
    index("ai_files_generated_created_at_idx").on(table.createdAt).where(sql`${table.origin} = 'generated'`),
    check(
      "ai_files_values",
      sql`${table.origin} in ${oneOf(AI_FILE_ORIGINS)}
        and ${table.sizeBytes} >= 0
        and (${table.durationSeconds} is null or ${table.durationSeconds} >= 0)`,
    ),
  ],
);

/** The file a library item plays; the item stays (script only) if the file goes. */
const fileRef = () => uuid().references((): AnyPgColumn => aiFiles.id, { onDelete: "set null" });

/**
 * What both libraries index and check besides the user's items newest first: the items playing a
 * file, and the title and script within the validators' limits (`name` prefixes each).
 */
const libraryIndexes = (name: string, table: { fileId: AnyPgColumn; title: AnyPgColumn; script: AnyPgColumn }) => [
  index(`${name}_file_id_idx`).on(table.fileId),
  check(
    `${name}_texts`,
    sql`char_length(${table.title}) between 1 and ${bound(AI_TITLE_MAX)}
        and char_length(${table.script}) <= ${bound(AI_SCRIPT_MAX)}`,
  ),
];

/** The visualization library: a generated track, the athlete's own recording, or a script alone. */
export const aiAudioItems = ownedTable(
  "ai_audio_items",
  {
    title: text().notNull(),
    script: text().notNull().default(""),
    settings: jsonb().$type<AudioSettings>().notNull(),
    kind: text().$type<AiAudioItemKind>().notNull(),
    fileId: fileRef(),
    createdAt: now(),
  },
  (table) => table.createdAt,
  (table) => [
    ...libraryIndexes("ai_audio_items", table),
    check("ai_audio_items_kind", sql`${table.kind} in ${oneOf(AUDIO_ITEM_KINDS)}`),
  ],
);

/**
 * The mental imagery library: a script, and the track generated from it when there is one
 * (`fileId`), or the address of audio kept elsewhere, as the client sent it (`audioUrl`).
 */
export const mentalImageryItems = ownedTable(
  "mental_imagery_items",
  {
    title: text().notNull(),
    script: text().notNull(),
    settings: jsonb().$type<ImagerySettings>().notNull(),
    fileId: fileRef(),
    audioUrl: text(),
    createdAt: now(),
  },
  (table) => table.createdAt,
  (table) => [
    ...libraryIndexes("mental_imagery_items", table),
    check(
      "mental_imagery_items_audio",
      sql`(${table.fileId} is null or ${table.audioUrl} is null)
        and char_length(coalesce(${table.audioUrl}, '')) <= ${bound(AUDIO_URL_MAX)}`,
    ),
  ],
);

/** A saved Ask Your Coach conversation: its turns, as the chat showed them. */
export const coachConversations = ownedTable(
  "coach_conversations",
  {
    messages: jsonb().$type<ChatMessage[]>().notNull(),
    createdAt: now(),
  },
  (table) => table.createdAt,
  (table) => [
    check(
      "coach_conversations_messages",
      sql`jsonb_typeof(${table.messages}) = 'array'
        and jsonb_array_length(${table.messages}) between 1 and ${bound(CONVERSATION_MESSAGES_MAX)}`,
    ),
  ],
);

export type AiFileRow = typeof aiFiles.$inferSelect;
export type AiAudioItemRow = typeof aiAudioItems.$inferSelect;
export type MentalImageryItemRow = typeof mentalImageryItems.$inferSelect;
export type CoachConversationRow = typeof coachConversations.$inferSelect;
