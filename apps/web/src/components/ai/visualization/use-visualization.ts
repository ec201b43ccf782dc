import { AudioSettings, DEFAULT_AUDIO_SETTINGS } from "@onepercent/validators/ai-settings";
import { GenerateAudioInput, type VisualizationTemplate } from "@onepercent/validators/ai-tools";
import { aiMessages } from "@onepercent/validators/messages/ai-tools";
import { useState } from "react";
import { checkValue } from "../../../lib/check-value";
import { errorMessage } from "../../../lib/form-errors";
import { trpc } from "../../../lib/trpc";
import { generatedFileName } from "../shared/ai-format";
import { type ScriptTrack, useScriptTool } from "../shared/use-script-tool";

/** A track made from the script as it was then. */
interface VisualizationTrack extends ScriptTrack {
  /** Kept in the library with the script. */
  saved: boolean;
}

/**
 * The Visualization Audio Creator's state (training-and-tools.md §4: script empty → generated →
 * audio generated → saved): the script and the template it came from, the settings, the track,
 * and the calls that make and save them. Editing the script clears the template (§4) and, like a
 * change of settings, the track made from the old one.
 */
export function useVisualization() {
  const utils = trpc.useUtils();
  const tool = useScriptTool<AudioSettings, VisualizationTrack>("visualization", AudioSettings, DEFAULT_AUDIO_SETTINGS);
  const { script, settings, notice } = tool;
  const [templateId, setTemplateId] = useState<string | null>(null);
  const writeScript = trpc.ai.visualization.generateScript.useMutation();
  const makeAudio = trpc.ai.audio.generate.useMutation();
  const save = trpc.ai.audio.save.useMutation({ onSuccess: () => utils.ai.audio.list.invalidate() });

  const editScript = (text: string) => {
    tool.editScript(text);
    setTemplateId(null);
  };
  const chooseTemplate = (template: VisualizationTemplate) => {
    tool.editScript(template.script);
    setTemplateId(template.id);
    notice.clear();
  };

  /** Generate Mindset Script: the coach writes from the athlete's MVP and mindset (§5). */
  const generateScript = async () => {
    notice.clear();
    try {
      const written = await writeScript.mutateAsync({ settings, ...(templateId ? { templateId } : {}) });
      editScript(written.script);
    } catch (error) {
      notice.error(errorMessage(error, aiMessages.scriptFailed), "script");
    }
  };

  /** Generate Audio: needs a script (§5), honours the duration. */
  const generateAudio = async () => {
    notice.clear();
    const input = checkValue(GenerateAudioInput, { text: script, settings });
    if (!input.ok) return notice.error(input.problem || aiMessages.scriptRequired);
    const minutes = input.data.settings.duration;
    await tool.makeTrack(
      async () => {
        const made = await makeAudio.mutateAsync(input.data);
        return { url: made.audioUrl, fileName: generatedFileName("visualization", minutes), minutes, saved: false };
      },
      (error) => errorMessage(error, aiMessages.audioFailed),
    );
  };

  /** Whether Save to Library may ask for a title: without a script it says so instead (§5). */
  const canSave = () => {
    notice.clear();
    if (script.trim()) return true;
    notice.error(aiMessages.noScriptToSave);
    return false;
  };

  /** Saves the script, with the track when there is one; throws the message to show in the title dialog. */
  const saveToLibrary = async (title: string) => {
    const { track } = tool;
    await tool.saveTrack(
      () => save.mutateAsync({ title, script, settings, audioUrl: track?.url ?? null }),
      aiMessages.saveFailed,
      aiMessages.saved,
    );
    tool.setTrack((current) => current && { ...current, saved: true });
  };

  return {
    script,
    templateId,
    settings,
    track: tool.track,
    notice: notice.notice,
    editScript,
    chooseTemplate,
    changeSettings: tool.changeSettings,
    generateScript,
    generateAudio,
    canSave,
    saveToLibrary,
    writing: writeScript.isPending,
    rendering: makeAudio.isPending,
    saving: save.isPending,
  };
}

export type VisualizationState = ReturnType<typeof useVisualization>;
