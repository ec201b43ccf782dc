import { Button } from "@onepercent/ui/button";
import { MvpRecord } from "@onepercent/validators/mvp";
import { LoaderCircle, Sparkles } from "lucide-react";
import { GoalListEditor, type MvpDraft } from "./goal-list";
import { MissionField } from "./mission-field";

/** Step 1: what an MVP is and why it helps. */
export function IntroductionStep() {
  return (
    <div className="space-y-3 text-slate-700">
      <p>
        Your <strong>MVP</strong> is your Mission, Vision and Process goals: why you play, where you want to go, and
        what you do every day to get there.
      </p>
      <p>
        Athletes who write these down train with purpose and recover faster from setbacks, because they know what they
        control. This wizard takes about five minutes; the coach can suggest ideas at every step.
      </p>
    </div>
  );
}

/** Step 2: the mission statement. */
export function MissionStep({ draft, onChange }: { draft: MvpDraft; onChange: (next: MvpDraft) => void }) {
  return (
    <MissionField
      id="wizard-mission"
      label="Mission Statement"
      value={draft.mission}
      placeholder="Why do you play, and who do you want to be as an athlete?"
      onChange={(mission) => onChange({ ...draft, mission })}
    />
  );
}

const GOAL_LISTS = {
  vision: { idPrefix: "wizard-vision", what: "vision statement" },
  principles: { idPrefix: "wizard-process", what: "process goal" },
} as const;

/** Steps 3 and 4: the vision statements or the process goals. */
export function GoalsStep({
  list,
  draft,
  onChange,
}: {
  list: keyof typeof GOAL_LISTS;
  draft: MvpDraft;
  onChange: (next: MvpDraft) => void;
}) {
  return (
    <GoalListEditor
      {...GOAL_LISTS[list]}
      items={draft[list]}
      onChange={(items) => onChange({ ...draft, [list]: items })}
    />
  );
}

/** Generate and the coach's suggestions, each with Use Suggestion (§2.1, §8). */
export function SuggestionsPanel({
  suggestions,
  message,
  pending,
  onGenerate,
  onUse,
}: {
  suggestions: string[];
  message: string | null;
  pending: boolean;
  onGenerate: () => void;
  onUse: (suggestion: string) => void;
}) {
  return (
    <section aria-label="Suggestions" className="space-y-2 rounded-2xl bg-brand-50/60 p-3">
      <Button variant="secondary" size="sm" onClick={onGenerate} disabled={pending}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
        Generate
      </Button>
      {message ? (
        <p role="alert" className="text-red-700 text-sm">
          {message}
        </p>
      ) : null}
      {suggestions.length > 0 ? (
        <ul className="space-y-2">
          {suggestions.map((suggestion) => (
            <li
              key={suggestion}
              className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:flex-row sm:items-center"
            >
              <p className="flex-1 text-ink text-sm">{suggestion}</p>
              <Button size="sm" variant="secondary" onClick={() => onUse(suggestion)}>
                Use Suggestion
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Step 5: the MVP as it will be saved. */
export function ReviewStep({ draft }: { draft: MvpDraft }) {
  const review = MvpRecord.safeParse(draft);
  const listOf = (list: "vision" | "principles") =>
    review.success ? review.data[list] : draft[list].filter((item) => item.trim());
  return (
    <dl className="space-y-3 rounded-2xl bg-slate-50 p-4">
      <div>
        <dt className="font-medium text-slate-600 text-sm">Mission</dt>
        <dd className="whitespace-pre-wrap text-ink">{draft.mission.trim() || "No mission statement yet"}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600 text-sm">Vision</dt>
        <dd>
          <ReviewList items={listOf("vision")} />
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600 text-sm">Process Goals</dt>
        <dd>
          <ReviewList items={listOf("principles")} />
        </dd>
      </div>
    </dl>
  );
}

function ReviewList({ items }: { items: string[] }) {
  if (items.length === 0) return <p className="text-slate-500">None yet</p>;
  return (
    <ol className="list-decimal space-y-1 pl-5 text-ink">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}
