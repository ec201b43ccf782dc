import type { AthleteContext } from "@onepercent/ai";
import type { Database } from "@onepercent/db";
import {
  AppError,
  aiMessages,
  type GeneratedScript,
  type GenerateScriptInput,
  type ScriptUserData,
  type VisualizationTemplate,
} from "@onepercent/validators";
import type { AiServices } from "../../context";
import { athleteContext, hasMindsetContent } from "./athlete-context";
import { paidBy, reserveAiCall } from "./quotas";

// The Visualization Audio Creator's text side (training-and-tools.md §2 AI tools, §5 Visualization).

/** The creator's templates, filled with the caller's own MVP and mindset (the built-in coach's, no quota). */
export async function visualizationTemplates(
  db: Database,
  ai: AiServices,
  userId: string,
): Promise<VisualizationTemplate[]> {
  return ai.tools.visualizationTemplates(await athleteContext(db, userId));
}

const givenOr = <T>(given: T | undefined, saved: T): T =>
  given === undefined || given === "" || (Array.isArray(given) && given.length === 0) ? saved : given;
const givenTextOr = (given: string[] | undefined, saved: string) => givenOr(given?.join(" "), saved);

/** The athlete as the request's `userData` describes them, field by field over what they saved (§7). */
function withUserData(athlete: AthleteContext, userData: ScriptUserData | undefined): AthleteContext {
  if (!userData) return athlete;
  return {
    ...athlete,
    name: givenOr(userData.name, athlete.name),
    sport: givenOr(userData.sport, athlete.sport),
    position: givenOr(userData.position, athlete.position),
    mission: givenTextOr(userData.mission, athlete.mission),
    vision: givenTextOr(userData.vision, athlete.vision),
    affirmations: givenOr(userData.affirmations, athlete.affirmations),
    selfTalk: givenTextOr(userData.selfTalk, athlete.selfTalk),
    beliefs: givenTextOr(userData.beliefs, athlete.beliefs),
    oneWordFocus: givenOr(userData.oneWordFocus, athlete.oneWordFocus),
    keysToKeepItSimple: givenOr(userData.keysToKeepItSimple, athlete.keysToKeepItSimple),
  };
}

/**
 * Generate Mindset Script from the request's `userData` where given and the caller's saved MVP
 * and mindset where not: refused with §5's message while the merged data has none of mission,
 * vision, affirmations, self-talk or beliefs; otherwise one AI call of the hourly quota.
 */
export async function generateVisualizationScript(
  db: Database,
  ai: AiServices,
  userId: string,
  input: GenerateScriptInput,
): Promise<GeneratedScript> {
  const athlete = withUserData(await athleteContext(db, userId), input.userData);
  if (!hasMindsetContent(athlete)) throw new AppError("BAD_INPUT", aiMessages.needsMindset);
  const hold = await reserveAiCall(db, ai, userId);
  const { source, value } = await paidBy(hold, () =>
    ai.tools.visualizationScript({ athlete, settings: input.settings, templateId: input.templateId }),
  );
  return { script: value, content: value, source };
}
