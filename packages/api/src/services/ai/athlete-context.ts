import type { AthleteContext, JournalNote } from "@onepercent/ai";
import { type Database, desc, eq, journalEntries, mindsets, mvps, routines, users } from "@onepercent/db";
import { EMPTY_IDENTITY_STATEMENT, identitySentences } from "@onepercent/validators";
import { notFound } from "../../errors";
import { habitRates, journalRating, practiceRows, practiceWeeks, practiceWindow } from "./practice";

// What the coach knows about the athlete (docs/decisions/023-ai-tools.md): read from the caller's
// own rows only (the visualization script alone also takes the request's userData: visualization.ts).

/** Recent journal entries the coach sees. */
const JOURNAL_NOTES = 10;
/** Routines the coach sees (newest first). */
const ROUTINES_SEEN = 10;
/** The longest excerpt of a journal entry the coach sees. */
export const NOTE_EXCERPT_CHARS = 280;

/** The text fields of each journal, in the order an excerpt reads them. */
const NOTE_FIELDS: Record<string, readonly string[]> = {
  daily: ["notes", "well", "better", "how", "wins", "gratitudes"],
  weekly: ["wins", "lessons", "nextFocus", "goals"],
  performance: ["event", "performance", "mentalState", "strengths", "improvements", "nextSteps"],
};

const textsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];

/** A short excerpt of what an entry says: its text fields joined, cut at a word near NOTE_EXCERPT_CHARS. */
function noteExcerpt(type: string, content: object): string {
  const fields = new Map<string, unknown>(Object.entries(content));
  const text = (NOTE_FIELDS[type] ?? [])
    .flatMap((field) => textsOf(fields.get(field)))
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(" / ");
  if (text.length <= NOTE_EXCERPT_CHARS) return text;
  const cut = text.slice(0, NOTE_EXCERPT_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > NOTE_EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const joined = (items: readonly string[]) => items.join(" ");

/** The caller's profile, MVP and mindset in one read (a missing MVP or mindset reads null). */
export async function athleteProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      sport: users.sport,
      position: users.sportPosition,
      role: users.role,
      yearsPlaying: users.yearsPlaying,
      birthYear: users.birthYear,
      timeZone: users.timeZone,
      onboarding: users.onboardingResponses,
      mvp: { mission: mvps.mission, vision: mvps.vision, principles: mvps.principles },
      mindset: {
        oneWordFocus: mindsets.oneWordFocus,
        keysToKeepItSimple: mindsets.keysToKeepItSimple,
        affirmations: mindsets.affirmations,
        selfTalk: mindsets.selfTalk,
        beliefs: mindsets.beliefs,
        identityStatement: mindsets.identityStatement,
      },
    })
    .from(users)
    .leftJoin(mvps, eq(mvps.userId, users.id))
    .leftJoin(mindsets, eq(mindsets.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return row;
}

/** Everything the coach may use about the caller, at `now` (weeks in the caller's time zone). */
export async function athleteContext(db: Database, userId: string, now = new Date()): Promise<AthleteContext> {
  const profile = await athleteProfile(db, userId);
  const { today, from } = practiceWindow(now, profile.timeZone);
  const [routineRows, journalRows, practice] = await Promise.all([
    db
      .select({
        name: routines.name,
        triggerDescription: routines.triggerDescription,
        physicalAction: routines.physicalAction,
        steps: routines.steps,
      })
      .from(routines)
      .where(eq(routines.userId, userId))
      .orderBy(desc(routines.createdAt))
      .limit(ROUTINES_SEEN),
    db
      .select({
        date: journalEntries.date,
        kind: journalEntries.type,
        rating: journalRating,
        content: journalEntries.content,
      })
      .from(journalEntries)
      .where(eq(journalEntries.userId, userId))
      .orderBy(desc(journalEntries.date), desc(journalEntries.updatedAt))
      .limit(JOURNAL_NOTES),
    practiceRows(db, { id: userId, timeZone: profile.timeZone }, from),
  ]);
  const { mvp, mindset } = profile;
  const journal: JournalNote[] = journalRows.map(({ date, kind, rating, content }) => ({
    date,
    kind,
    rating,
    note: noteExcerpt(kind, content),
  }));
  return {
    name: profile.name,
    sport: profile.sport,
    position: profile.position,
    role: profile.role,
    yearsPlaying: profile.yearsPlaying,
    birthYear: profile.birthYear,
    mission: mvp?.mission ?? "",
    vision: joined(mvp?.vision ?? []),
    processGoals: mvp?.principles ?? [],
    oneWordFocus: mindset?.oneWordFocus ?? "",
    keysToKeepItSimple: mindset?.keysToKeepItSimple ?? [],
    affirmations: mindset?.affirmations ?? [],
    selfTalk: joined(mindset?.selfTalk ?? []),
    beliefs: joined(mindset?.beliefs ?? []),
    identity: identitySentences(mindset?.identityStatement ?? EMPTY_IDENTITY_STATEMENT).map((item) => item.sentence),
    onboarding: profile.onboarding ?? {},
    routines: routineRows,
    habits: habitRates(practice, from, today),
    journal,
    practice: practiceWeeks(practice, from, today),
  };
}

/** Whether the athlete has written anything a personal visualization script can be built from (§5). */
export const hasMindsetContent = (athlete: AthleteContext) =>
  [athlete.mission, athlete.vision, athlete.selfTalk, athlete.beliefs].some((text) => text.trim() !== "") ||
  athlete.affirmations.length > 0;
