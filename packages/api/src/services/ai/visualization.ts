import type { Database } from "@onepercent/db";
import {
  AppError,
  aiMessages,
  type GeneratedScript,
  type GenerateScriptInput,
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

/**
 * Generate Mindset Script: refused with §5's message while the caller has none of mission, vision,
 * affirmations, self-talk or beliefs; otherwise one AI call of the hourly quota. The legacy
 * `userData` is ignored: the script is built from what the caller saved.
 */
export async function generateVisualizationScript(
  db: Database,
  ai: AiServices,
  userId: string,
  input: GenerateScriptInput,
): Promise<GeneratedScript> {
  const athlete = await athleteContext(db, userId);
  if (!hasMindsetContent(athlete)) throw new AppError("BAD_INPUT", aiMessages.needsMindset);
  const hold = await reserveAiCall(db, ai, userId);
  const { source, value } = await paidBy(hold, () =>
    ai.tools.visualizationScript({ athlete, settings: input.settings, templateId: input.templateId }),
  );
  return { script: value, content: value, source };
}
