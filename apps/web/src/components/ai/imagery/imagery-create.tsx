import { Button } from "@onepercent/ui/button";
import { SaveImageryInput } from "@onepercent/validators/ai-tools";
import { aiMessages } from "@onepercent/validators/messages/ai-tools";
import { Brain, Sparkles } from "lucide-react";
import { useOnline } from "../../../lib/offline/network-status";
import { minutesText, SCENARIO_LABELS } from "../shared/ai-format";
import { AudioActions } from "../shared/audio-actions";
import { NoticeLine } from "../shared/notice-line";
import { ScriptField } from "../shared/script-field";
import { noticeAt } from "../shared/use-notice";
import { AthleteFields, ProfileMissing } from "./athlete-fields";
import { ImagerySettingsFields } from "./imagery-settings";
import { type ImageryDefaults, type ImageryState, missingProfileField } from "./use-imagery";

/** §5: the server's refusals that the profile settings answer. */
const PROFILE_MESSAGES: string[] = [aiMessages.sportRequired, aiMessages.positionRequired];

/**
 * The generator's first tab (§2): who it is for, the settings, Generate Mental Imagery Script,
 * the script (editable), Generate Audio with its progress, the player and download, and Save to
 * My Library with a title dialog.
 */
export function ImageryCreate({ tool, defaults }: { tool: ImageryState; defaults: ImageryDefaults }) {
  const busy = tool.writing || tool.rendering;
  const online = useOnline();
  const scriptNotice = noticeAt(tool.notice, "script");

  return (
    <div className="space-y-5">
      <AthleteFields tool={tool} defaults={defaults} />
      <ImagerySettingsFields settings={tool.settings} onChange={tool.changeSettings} />

      <Button
        variant={tool.script ? "secondary" : "primary"}
        className="w-full sm:w-auto"
        disabled={busy || !online || missingProfileField(defaults) !== null}
        onClick={() => void tool.generateScript()}
      >
        <Sparkles aria-hidden />
        {tool.writing ? "Writing your script…" : "Generate Mental Imagery Script"}
      </Button>
      {scriptNotice && PROFILE_MESSAGES.includes(scriptNotice.text) ? (
        <ProfileMissing message={scriptNotice.text} />
      ) : (
        <NoticeLine notice={scriptNotice} />
      )}

      {tool.script ? (
        <ScriptField
          label="Your mental imagery script"
          hint="Read it through, change anything that does not sound like you, then make the audio."
          rows={10}
          value={tool.script}
          onChange={tool.editScript}
        />
      ) : (
        <div className="flex items-center gap-3 rounded-2xl border border-slate-300 border-dashed p-4 text-slate-700 text-sm">
          <Brain className="size-6 shrink-0 text-brand-600" aria-hidden />
          Your script appears here: your sport, your position and your keys, through every sense.
        </div>
      )}

      <AudioActions
        tool={tool}
        generateFirst={tool.script !== ""}
        saveLabel="Save to My Library"
        titleSchema={SaveImageryInput.shape.title}
        trackText={(track) => ({
          label: "Your mental imagery",
          detail: `${SCENARIO_LABELS[tool.settings.scenario]} · ${minutesText(track.minutes)}`,
        })}
      />
    </div>
  );
}
