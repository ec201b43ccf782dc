import { focusMessages } from "@onepercent/validators/focus";
import { createFileRoute } from "@tanstack/react-router";
import { LoadFailed } from "../../components/common/load-failed";
import { BreathworkTrainer } from "../../components/focus/breathwork/breathwork-trainer";

/** The breathwork trainer (training-and-tools.md §2): presets, a guided session and the last 30 days. */
export const Route = createFileRoute("/_authed/breathwork")({
  loader: ({ context }) =>
    Promise.all([
      context.trpc.focus.breathwork.data.ensureData(undefined),
      // The statistics have their own error state; they only start loading here.
      context.trpc.focus.breathwork.history.prefetch(undefined),
    ]),
  component: BreathworkPage,
  // §8: the presets could not be loaded.
  errorComponent: () => <LoadFailed message={focusMessages.breathworkLoadFailed} />,
});

function BreathworkPage() {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-bold text-3xl text-ink tracking-tight">Breathwork</h1>
        <p className="mt-2 text-slate-700">Pick a preset and follow the circle.</p>
      </header>
      <BreathworkTrainer />
    </div>
  );
}
