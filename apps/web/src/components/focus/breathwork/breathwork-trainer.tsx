import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import type { BreathworkData, BreathworkPreset } from "@onepercent/validators/breathwork";
import { focusMessages } from "@onepercent/validators/messages/focus";
import { Plus, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { useGuidedActivity } from "../../../lib/session-keeper";
import { trpc } from "../../../lib/trpc";
import { RetryCard } from "../../common/load-failed";
import { useBellVolume } from "./bell-volume";
import { BellVolumeControl } from "./bell-volume-control";
import { BreathDisplay } from "./breath-display";
import { BreathworkStats } from "./breathwork-stats";
import { presetRhythm } from "./format";
import { PresetForm } from "./preset-form";
import { PresetPicker } from "./preset-picker";
import { SessionControls } from "./session-controls";
import { useBreathSession } from "./use-breath-session";
import { useWakeLock } from "./use-device";

/** The session card: the chosen preset, the breathing circle, the controls and the bell. */
function SessionCard({ preset, onStatus }: { preset: BreathworkPreset; onStatus: (active: boolean) => void }) {
  const bell = useBellVolume();
  const session = useBreathSession(preset, bell.volume);
  const { status } = session.clock;
  useWakeLock(status === "running");
  useGuidedActivity(status === "running");
  useEffect(() => onStatus(status === "running" || status === "paused"), [status, onStatus]);
  return (
    <Card
      aria-labelledby="breath-session-title"
      className="flex flex-col items-center gap-5 px-4 py-5 sm:gap-6 sm:px-6 sm:py-8"
    >
      <div className="text-center">
        <CardTitle id="breath-session-title">{preset.name}</CardTitle>
        {/* On phones the preset's card above says why already. */}
        {preset.why ? <p className="mt-1 hidden text-slate-600 text-sm sm:block">{preset.why}</p> : null}
      </div>
      <BreathDisplay preset={preset} clock={session.clock} position={session.position} elapsed={session.elapsed} />
      <SessionControls status={status} session={session} />
      <div className="w-full max-w-md border-slate-100 border-t pt-4">
        <BellVolumeControl bell={bell} onTest={session.testBell} />
      </div>
    </Card>
  );
}

/** The preset shown first: the one of the last session, else the first built-in. */
const initialPreset = (data: BreathworkData) => data.lastUsed ?? data.presets[0]?.name ?? "";

function Trainer({ data }: { data: BreathworkData }) {
  const [chosen, setChosen] = useState(() => initialPreset(data));
  const [busy, setBusy] = useState(false);
  const [creating, setCreating] = useState(false);
  const all = [...data.presets, ...data.customPresets];
  const preset = all.find((item) => item.name === chosen) ?? data.presets[0];
  if (!preset) return null;
  return (
    // Phones: presets, the session, the custom preset; laptops: the session beside the presets.
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_19rem] lg:grid-rows-[auto_1fr]">
      <section aria-labelledby="breath-presets-title" className="space-y-3 lg:col-start-2 lg:row-start-1">
        <h2 id="breath-presets-title" className="font-semibold text-ink text-lg">
          Presets
        </h2>
        <PresetPicker
          presets={data.presets}
          customPresets={data.customPresets}
          selected={preset.name}
          disabled={busy}
          onSelect={setChosen}
        />
      </section>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        {/* Another preset (or new values saved under its name) starts a new session card. */}
        <SessionCard key={`${preset.name}:${presetRhythm(preset)}`} preset={preset} onStatus={setBusy} />
      </div>
      <div className="lg:col-start-2 lg:row-start-2">
        {creating ? (
          <Card aria-labelledby="breath-form-title" className="p-4">
            <h2 id="breath-form-title" className="mb-3 font-semibold text-ink">
              New custom preset
            </h2>
            <PresetForm
              onSaved={(name) => {
                setCreating(false);
                if (!busy) setChosen(name);
              }}
              onCancel={() => setCreating(false)}
            />
          </Card>
        ) : (
          <Button variant="secondary" className="w-full" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            Create Custom Preset
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The breathwork trainer (training-and-tools.md §2 Focus: Breathwork), without page chrome so
 * that /breathwork and the /focus switch both show it: presets, the guided session, a custom
 * preset form and the 'Last 30 Days' statistics.
 */
export function BreathworkTrainer() {
  const data = trpc.focus.breathwork.data.useQuery();
  return (
    <div className="space-y-6">
      {data.isError ? (
        <RetryCard
          message={focusMessages.breathworkLoadFailed}
          onRetry={() => void data.refetch()}
          retryIcon={<RotateCcw aria-hidden />}
        />
      ) : data.data ? (
        <Trainer data={data.data} />
      ) : (
        <Card aria-busy className="py-16 text-center text-slate-600">
          Loading your presets…
        </Card>
      )}
      <BreathworkStats />
    </div>
  );
}
