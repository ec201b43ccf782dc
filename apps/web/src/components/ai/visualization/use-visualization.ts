import { AudioSettings, DEFAULT_AUDIO_SETTINGS } from "@onepercent/validators/ai-settings";
import { aiMessages, GenerateAudioInput, type VisualizationTemplate } from "@onepercent/validators/ai-tools";
import { useState } from "react";
import { z } from "zod";
import { errorMessage } from "../../../lib/form-errors";
import { trpc } from "../../../lib/trpc";
import { generatedFileName } from "../shared/ai-format";
import { useDraft } from "../shared/use-draft";
import { useNotice } from "../shared/use-notice";

/** A track made from the script as it was then. */
export interface VisualizationTrack {
  url: string;
  fileName: string;
  minutes: number;
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
  const [script, setScript] = useDraft("visualization.script", z.string(), "");
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [settings, setSettings] = useDraft("visualization.settings", AudioSettings, DEFAULT_AUDIO_SETTINGS);
  const [track, setTrack] = useState<VisualizationTrack | null>(null);
  const notice = useNotice();
  const writeScript = trpc.ai.visualization.generateScript.useMutation();
  const makeAudio = trpc.ai.audio.generate.useMutation();
  const save = trpc.ai.audio.save.useMutation({ onSuccess: () => utils.ai.audio.list.invalidate() });

  const editScript = (text: string) => {
    setScript(text);
    setTemplateId(null);
    setTrack(null);
  };
  const chooseTemplate = (template: VisualizationTemplate) => {
    setScript(template.script);
    setTemplateId(template.id);
    setTrack(null);
    notice.clear();
  };
  const changeSettings = (change: Partial<AudioSettings>) => {
    setSettings((current) => ({ ...current, ...change }));
    setTrack(null);
  };

  /** Generate Mindset Script: the coach writes from the athlete's MVP and mindset (§5). */
  const generateScript = async () => {
    notice.clear();
    try {
      const written = await writeScript.mutateAsync({ settings, ...(templateId ? { templateId } : {}) });
      setScript(written.script);
      setTemplateId(null);
      setTrack(null);
    } catch (error) {
      notice.error(errorMessage(error, aiMessages.scriptFailed), "script");
    }
  };

  /** Generate Audio: needs a script (§5), honours the duration. */
  const generateAudio = async () => {
    notice.clear();
    const input = GenerateAudioInput.safeParse({ text: script, settings });
    if (!input.success) {
      notice.error(input.error.issues[0]?.message ?? aiMessages.scriptRequired);
      return;
    }
    try {
      const made = await makeAudio.mutateAsync(input.data);
      const minutes = input.data.settings.duration;
      setTrack({ url: made.audioUrl, fileName: generatedFileName("visualization", minutes), minutes, saved: false });
    } catch (error) {
      notice.error(errorMessage(error, aiMessages.audioFailed));
    }
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
    try {
      await save.mutateAsync({ title, script, settings, audioUrl: track?.url ?? null });
    } catch (error) {
      throw new Error(errorMessage(error, aiMessages.saveFailed));
    }
    setTrack((current) => current && { ...current, saved: true });
    notice.success(aiMessages.saved);
  };

  return {
    script,
    templateId,
    settings,
    track,
    notice: notice.notice,
    editScript,
    chooseTemplate,
    changeSettings,
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
