import type { CoachProvider, CoachSource, MindsetSuggestions } from "@onepercent/ai";
import { type Database, eq, getTableColumns, mindsetProcesses, mindsets, users } from "@onepercent/db";
import {
  AppError,
  COACH_SUGGESTIONS_PER_USER_PER_HOUR,
  type CompleteMindsetWizardInput,
  type IdentityStatement,
  type IdentitySuggestionsInput,
  type Mindset,
  type MindsetProcess,
  type MindsetSuggestion,
  type MindsetSuggestionType,
  messages,
  type SaveMindsetInput,
  type SaveMindsetProcessInput,
  selfTalkKind,
} from "@onepercent/validators";
import type { z } from "zod";
import { notFound } from "../../errors";
import { coachProfileOf } from "../onboarding";
import { reserveSlots } from "../shared/rate-limit";

type Parsed<T extends z.ZodType> = z.output<T>;

const { userId: _owner, createdAt: _created, updatedAt: _updated, ...mindsetColumns } = getTableColumns(mindsets);

/** The caller's mindset, or null before the first save. */
export async function getMindset(db: Database, userId: string): Promise<Mindset | null> {
  const [row] = await db.select(mindsetColumns).from(mindsets).where(eq(mindsets.userId, userId));
  return row ?? null;
}

/** Saves the fields given; the others keep their saved value (empty for a new mindset). */
export async function saveMindset(
  db: Database,
  userId: string,
  input: Parsed<typeof SaveMindsetInput>,
): Promise<Mindset> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const now = new Date();
  const [row] = await db
    .insert(mindsets)
    .values({ ...changes, userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: mindsets.userId, set: { ...changes, updatedAt: now } })
    .returning(mindsetColumns);
  if (!row) throw new AppError("UNAVAILABLE", messages.mindsetSaveFailed);
  return row;
}

/** The caller's process record; empty before the first save. */
export async function getMindsetProcess(db: Database, userId: string): Promise<MindsetProcess> {
  const [row] = await db
    .select({ bodyLanguage: mindsetProcesses.bodyLanguage })
    .from(mindsetProcesses)
    .where(eq(mindsetProcesses.userId, userId));
  return row ?? { bodyLanguage: [] };
}

async function upsertProcess(db: Database, userId: string, bodyLanguage: string[], now: Date): Promise<MindsetProcess> {
  const [row] = await db
    .insert(mindsetProcesses)
    .values({ userId, bodyLanguage, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: mindsetProcesses.userId, set: { bodyLanguage, updatedAt: now } })
    .returning({ bodyLanguage: mindsetProcesses.bodyLanguage });
  if (!row) throw new AppError("UNAVAILABLE", messages.mindsetProcessSaveFailed);
  return row;
}

export function saveMindsetProcess(
  db: Database,
  userId: string,
  input: Parsed<typeof SaveMindsetProcessInput>,
): Promise<MindsetProcess> {
  return upsertProcess(db, userId, input.bodyLanguage, new Date());
}

/**
 * The wizard's Complete: its five groups replace the saved ones (beliefs stay), and the body
 * language is kept on the process record too, in one transaction.
 */
export function completeMindsetWizard(
  db: Database,
  userId: string,
  input: Parsed<typeof CompleteMindsetWizardInput>,
): Promise<{ mindset: Mindset; mindsetProcess: MindsetProcess }> {
  return db.transaction(async (tx) => {
    const mindset = await saveMindset(tx, userId, input);
    const mindsetProcess = await upsertProcess(tx, userId, input.bodyLanguage, new Date());
    return { mindset, mindsetProcess };
  });
}

const GROUP_OF: Record<MindsetSuggestionType, Exclude<keyof MindsetSuggestions, "identityStatement">> = {
  affirmations: "affirmations",
  selfTalk: "selfTalk",
  bodyLanguage: "bodyLanguage",
  phrases: "keysToKeepItSimple",
  oneWordFocus: "oneWordFocus",
};

/**
 * The coach's mindset suggestions for the caller, personalised with their profile and onboarding
 * answers; each call counts against the caller's hourly quota.
 */
async function coachSuggestionsFor(
  db: Database,
  coach: CoachProvider,
  userId: string,
): Promise<{ source: CoachSource; value: MindsetSuggestions }> {
  await reserveSlots(
    db,
    [{ key: `mindset-suggestions:user:${userId}`, max: COACH_SUGGESTIONS_PER_USER_PER_HOUR }],
    60 * 60,
  );
  const [user] = await db
    .select({
      name: users.name,
      sport: users.sport,
      sportPosition: users.sportPosition,
      role: users.role,
      yearsPlaying: users.yearsPlaying,
      responses: users.onboardingResponses,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  return coach.mindsetSuggestions({ profile: coachProfileOf(user), responses: user.responses ?? {} });
}

/** `suggested` without what the user already chose (any case). */
const notChosen = (suggested: string[], chosen: string[]) => {
  const taken = new Set(chosen.map((text) => text.trim().toLowerCase()));
  return suggested.filter((text) => !taken.has(text.trim().toLowerCase()));
};

/** Suggestions for one wizard group; what the user already chose is left out. Self-talk is marked by kind. */
export async function suggestMindsetGroup(
  db: Database,
  coach: CoachProvider,
  userId: string,
  input: { type: MindsetSuggestionType; currentSelections: string[] },
): Promise<{ type: MindsetSuggestionType; suggestions: MindsetSuggestion[]; source: CoachSource }> {
  const { source, value } = await coachSuggestionsFor(db, coach, userId);
  const suggestions = notChosen(value[GROUP_OF[input.type]], input.currentSelections).map((text) =>
    input.type === "selfTalk" ? { text, kind: selfTalkKind(text) } : { text },
  );
  return { type: input.type, suggestions, source };
}

/** Endings for the identity statement's four lists; what each list already holds is left out. */
export async function suggestIdentityStatement(
  db: Database,
  coach: CoachProvider,
  userId: string,
  input: Parsed<typeof IdentitySuggestionsInput>,
): Promise<{ suggestions: IdentityStatement; source: CoachSource }> {
  const { source, value } = await coachSuggestionsFor(db, coach, userId);
  const suggested = value.identityStatement;
  const suggestions: IdentityStatement = {
    iHave: notChosen(suggested.iHave, input.current.iHave),
    iAm: notChosen(suggested.iAm, input.current.iAm),
    iLove: notChosen(suggested.iLove, input.current.iLove),
    iGive: notChosen(suggested.iGive, input.current.iGive),
  };
  return { suggestions, source };
}
