import { Button } from "@onepercent/ui/button";
import { VISUALIZATION_MINUTES_MAX, VISUALIZATION_MINUTES_MIN } from "@onepercent/validators/ai-settings";
import { SaveAudioInput } from "@onepercent/validators/ai-tools";
import { aiMessages } from "@onepercent/validators/messages/ai-tools";
import { Link } from "@tanstack/react-router";
import { Sparkles } from "lucide-react";
import { useId } from "react";
import { useOnline } from "../../../lib/offline/network-status";
import { minutesText } from "../shared/ai-format";
import { AudioActions } from "../shared/audio-actions";
import { NoticeLine } from "../shared/notice-line";
import { ScriptField } from "../shared/script-field";
import { DurationSlider, SettingsGroup, VoiceFields } from "../shared/settings-fields";
import { noticeAt } from "../shared/use-notice";
import { TemplatePicker } from "./template-picker";
import type { VisualizationState } from "./use-visualization";

/** §5: without MVP or mindset data the coach has nothing to write from; the way to both (an overlay closes). */
function MindsetLinks() {
  const link = "font-semibold underline underline-offset-2";
  return (
    <span className="mt-1 flex flex-wrap gap-x-4">
      <Link to="/mvp" className={link}>
        Go to MVP
      </Link>
      <Link to="/mindset" className={link}>
        Go to Mindset
      </Link>
    </span>
  );
}

/**
 * The creator's first tab (§2): template, script, settings, Generate Mindset Script, Generate
 * Audio with its progress, the player and download, and Save to Library with a title dialog.
 */
export function CreatePanel({ tool }: { tool: VisualizationState }) {
  const id = useId();
  const busy = tool.writing || tool.rendering;
  const online = useOnline();

  return (
    <div className="space-y-5">
      <TemplatePicker selectedId={tool.templateId} onChoose={tool.chooseTemplate} />

      <div className="space-y-2">
        <ScriptField
          label="Your script"
          hint="Read in the first person, present tense: what you see, hear and feel as you perform at your best."
          rows={8}
          value={tool.script}
          placeholder="Choose a template, generate a script from your mindset, or write your own."
          onChange={tool.editScript}
        />
        <Button variant="secondary" size="sm" disabled={busy || !online} onClick={() => void tool.generateScript()}>
          <Sparkles aria-hidden />
          {tool.writing ? "Writing your script…" : "Generate Mindset Script"}
        </Button>
        <NoticeLine notice={noticeAt(tool.notice, "script")}>
          {tool.notice?.text === aiMessages.needsMindset ? <MindsetLinks /> : null}
        </NoticeLine>
      </div>

      <SettingsGroup legend="Audio settings">
        <VoiceFields idPrefix={`${id}-settings`} value={tool.settings} onChange={tool.changeSettings} />
        <DurationSlider
          id={`${id}-duration`}
          className="col-span-2 sm:col-span-3"
          minutes={tool.settings.duration}
          min={VISUALIZATION_MINUTES_MIN}
          max={VISUALIZATION_MINUTES_MAX}
          onChange={(duration) => tool.changeSettings({ duration })}
        />
      </SettingsGroup>

      <AudioActions
        tool={tool}
        generateFirst
        saveLabel="Save to Library"
        titleSchema={SaveAudioInput.shape.title}
        trackText={(track) => ({
          label: "Your visualization",
          detail: `${minutesText(track.minutes)} · ${track.saved ? "saved to your library" : "not saved yet"}`,
        })}
      />
    </div>
  );
}
