import { type Database, desc, eq, mentalImageryItems } from "@onepercent/db";
import {
  AppError,
  aiFileIdOf,
  aiFileUrl,
  aiMessages,
  type DeletedRecord,
  type GeneratedImagery,
  type GenerateImageryInput,
  type IdInput,
  IMAGERY_DEFAULT_KEYS,
  IMAGERY_DEFAULT_NAME,
  IMAGERY_KEY_MAX,
  IMAGERY_LIBRARY_MAX,
  ImageryItem,
  positionsOf,
  type SaveImageryInput,
} from "@onepercent/validators";
import type { AiServices } from "../../context";
import { inserted } from "../shared/records";
import { athleteContext, athleteProfile } from "./athlete-context";
import { deleteLibraryItem, saveToLibrary } from "./library";
import { paidBy, reserveAiCall } from "./quotas";

// The Mental Imagery Generator (training-and-tools.md §2 AI tools, §5 Mental imagery, §9 Imagery).

/** A position for an athlete whose profile has none. */
const IMAGERY_DEFAULT_POSITION = "Player";

const blankAsMissing = (text: string | null | undefined) => (text?.trim() ? text.trim() : undefined);

/**
 * What the imagery screen starts from (§9): the caller's name (else "Athlete"), sport, position
 * (the profile's, else the sport's first catalogue position, else "Player"), birth year, and
 * exactly three keys: their first affirmations, then the spec's defaults.
 */
export async function imageryDefaults(
  db: Database,
  userId: string,
): Promise<{ name: string; sport: string; position: string; birthYear: number | null; keys: string[] }> {
  const profile = await athleteProfile(db, userId);
  const sport = profile.sport.trim();
  const affirmations = (profile.mindset?.affirmations ?? [])
    .map((affirmation) => affirmation.trim().slice(0, IMAGERY_KEY_MAX))
    .filter((affirmation) => affirmation !== "");
  return {
    name: blankAsMissing(profile.name) ?? IMAGERY_DEFAULT_NAME,
    sport,
    position: blankAsMissing(profile.position) ?? positionsOf(sport)[0] ?? IMAGERY_DEFAULT_POSITION,
    birthYear: profile.birthYear,
    keys: [...affirmations.slice(0, 3), ...IMAGERY_DEFAULT_KEYS].slice(0, 3),
  };
}

/**
 * Generate Mental Imagery Script: the sport and position given, else the profile's; without either
 * the call is refused with §5's message. One AI call of the hourly quota.
 */
export async function generateImagery(
  db: Database,
  ai: AiServices,
  userId: string,
  input: GenerateImageryInput,
): Promise<GeneratedImagery> {
  const profile = await athleteProfile(db, userId);
  const sport = blankAsMissing(input.sport) ?? blankAsMissing(profile.sport);
  if (sport === undefined) throw new AppError("BAD_INPUT", aiMessages.sportRequired);
  const position = blankAsMissing(input.position) ?? blankAsMissing(profile.position);
  if (position === undefined) throw new AppError("BAD_INPUT", aiMessages.positionRequired);
  const hold = await reserveAiCall(db, ai, userId);
  const { source, value } = await paidBy(hold, async () =>
    ai.tools.imageryScript({
      athlete: await athleteContext(db, userId),
      name: blankAsMissing(input.name) ?? blankAsMissing(profile.name) ?? IMAGERY_DEFAULT_NAME,
      sport,
      position,
      keys: input.keys,
      settings: input.settings,
    }),
  );
  return { script: value, source };
}

const itemColumns = {
  id: mentalImageryItems.id,
  title: mentalImageryItems.title,
  script: mentalImageryItems.script,
  settings: mentalImageryItems.settings,
  fileId: mentalImageryItems.fileId,
  audioUrl: mentalImageryItems.audioUrl,
  createdAt: mentalImageryItems.createdAt,
};

/** Its own track's address, or the address it was saved with (kept as given), or none. */
const imageryView = ({
  fileId,
  audioUrl,
  ...row
}: { fileId: string | null; audioUrl: string | null } & Record<string, unknown>): ImageryItem =>
  ImageryItem.parse({ _id: row.id, ...row, audioUrl: fileId === null ? audioUrl : aiFileUrl(fileId) });

/** An address the server did not make (not one of its /api/ai/files/… URLs): kept as given. */
const elsewhere = (url: string | null | undefined) => (url && aiFileIdOf(url) === null ? url : null);

/** The caller's saved mental imagery, newest first. */
export async function listImagery(db: Database, userId: string): Promise<ImageryItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(mentalImageryItems)
    .where(eq(mentalImageryItems.userId, userId))
    .orderBy(desc(mentalImageryItems.createdAt), desc(mentalImageryItems.id));
  return rows.map(imageryView);
}

/** The mental imagery library and its limit. */
const IMAGERY_LIBRARY = {
  table: mentalImageryItems,
  max: IMAGERY_LIBRARY_MAX,
  fullMessage: aiMessages.imageryLibraryFull,
};

/**
 * Saves a script with its settings and its audio: a track of ours named by `audioUrl` must be
 * one the caller generated (NOT_FOUND with aiMessages.audioNotFound for any other of our files),
 * and any other address is kept as given. At most IMAGERY_LIBRARY_MAX.
 */
export function saveImagery(db: Database, userId: string, input: SaveImageryInput): Promise<ImageryItem> {
  const audioUrl = elsewhere(input.audioUrl);
  const ours = audioUrl === null ? input.audioUrl : null;
  return saveToLibrary(db, userId, { ...IMAGERY_LIBRARY, audioUrl: ours }, async (tx, fileId) => {
    const rows = await tx
      .insert(mentalImageryItems)
      .values({ userId, title: input.title, script: input.script, settings: input.settings, fileId, audioUrl })
      .returning(itemColumns);
    return imageryView(inserted(rows, aiMessages.imagerySaveFailed));
  });
}

/** Deletes the caller's imagery, and its track when no other item plays it. */
export const deleteImagery = (db: Database, ai: AiServices, userId: string, { id }: IdInput): Promise<DeletedRecord> =>
  deleteLibraryItem(db, ai.storage, mentalImageryItems, userId, id);
