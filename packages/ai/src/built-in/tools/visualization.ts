import { DEFAULT_AUDIO_SETTINGS } from "@onepercent/validators";
import type { AthleteContext, ScriptTemplate, VisualizationRequest } from "../../types";
import { athleteValues } from "./athlete";
import { visualizationContent } from "./content";
import { fillLines, type Lists, type Values } from "./fill";
import { fitScript, type ScriptBlock, targetWords } from "./fit";

// Visualization scripts (training-and-tools.md §2, §9): a template from
// content/visualization.json, filled with the athlete's mission, vision, goals and mindset, and
// fitted to the chosen duration.

type Template = (typeof visualizationContent.templates)[number];

/** Used when no template is chosen ("Generate Mindset Script"): the athlete's whole mindset. */
export const DEFAULT_TEMPLATE_ID = "mindset";

export const VISUALIZATION_TEMPLATE_IDS = visualizationContent.templates.map((template) => template.id);

function templateOf(id: string | undefined): Template {
  const templates = visualizationContent.templates;
  const found = templates.find((template) => template.id === id) ?? templates.find((t) => t.id === DEFAULT_TEMPLATE_ID);
  const template = found ?? templates[0];
  if (!template) throw new Error("content/visualization.json has no template");
  return template;
}

/** The template's blocks filled for the athlete (sentences without data left out). */
function visualizationBlocks(template: Template, values: Values, lists: Lists): ScriptBlock[] {
  return template.blocks.map((block) => ({ sentences: fillLines(block.lines, values, lists), replay: block.replay }));
}

/** A template's script for the athlete, as long as `minutes` at `pace`. */
export function writeVisualization(
  athlete: AthleteContext,
  templateId: string | undefined,
  minutes: number,
  pace: VisualizationRequest["settings"]["pace"],
): string {
  const { values, lists } = athleteValues(athlete);
  const template = templateOf(templateId);
  return fitScript(visualizationBlocks(template, values, lists), {
    targetWords: targetWords(minutes, pace),
    breathing: fillLines(visualizationContent.breathing, values, lists),
    interludes: visualizationContent.interludes.map((lines) => fillLines(lines, values, lists)),
    replayIntros: fillLines(visualizationContent.replayIntros, values, lists),
  });
}

/** Every template, filled for the athlete at the default duration (5 minutes). */
export function visualizationTemplates(athlete: AthleteContext): ScriptTemplate[] {
  return visualizationContent.templates.map((template) => ({
    id: template.id,
    title: template.title,
    description: template.description,
    script: writeVisualization(athlete, template.id, DEFAULT_AUDIO_SETTINGS.duration, DEFAULT_AUDIO_SETTINGS.pace),
  }));
}

export function visualizationScript({ athlete, settings, templateId }: VisualizationRequest): string {
  return writeVisualization(athlete, templateId, settings.duration, settings.pace);
}
