import { Button } from "@onepercent/ui/button";
import type { MindsetStatementItem } from "@onepercent/validators/mindset";
import { RefreshCw } from "lucide-react";
import { useId } from "react";
import { SuggestionsFailedNote } from "./card-editors";
import { StatementOptions } from "./statement-options";
import type { SuggestionState } from "./use-mindset-suggestions";
import { DATA_STEPS, type Groups, STEP_COPY } from "./wizard-groups";
import { WordChoice } from "./word-choice";

/**
 * One of the wizard's data steps (planning-and-reflection.md §2.3): the question, New
 * suggestions, and the coach's options to check (or, for One Word Focus, the words to pick).
 */
export function DataStep({
  step,
  groups,
  suggestions,
  loading,
  pending,
  onRefresh,
  onChange,
}: {
  step: number;
  groups: Groups;
  suggestions: SuggestionState | undefined;
  /** The first suggestions for this step are on their way. */
  loading: boolean;
  /** Any suggestion request is on its way. */
  pending: boolean;
  onRefresh: () => void;
  onChange: (next: Groups) => void;
}) {
  const headingId = useId();
  const hintId = useId();
  const group = DATA_STEPS[step]?.group;
  if (!group) return null;
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-semibold text-ink text-lg">
            {STEP_COPY[step]?.question}
          </h3>
          <p id={hintId} className="mt-1 text-slate-600 text-sm">
            {STEP_COPY[step]?.hint}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onRefresh} disabled={pending} aria-label="New suggestions">
          <RefreshCw className={pending ? "animate-spin" : ""} aria-hidden />
          <span className="hidden sm:inline">New suggestions</span>
        </Button>
      </div>
      {suggestions?.failed ? <SuggestionsFailedNote /> : null}
      {group === "oneWordFocus" ? (
        <WordChoice
          suggested={suggestions?.options.map((option) => option.text) ?? []}
          loading={loading}
          value={groups.oneWordFocus}
          labelledBy={headingId}
          onChange={(word) => onChange({ ...groups, oneWordFocus: word })}
        />
      ) : (
        <StatementOptions
          suggestions={suggestions?.options ?? []}
          loading={loading}
          selected={groups[group]}
          labelledBy={headingId}
          describedBy={hintId}
          onChange={(next: MindsetStatementItem[]) => onChange({ ...groups, [group]: next })}
        />
      )}
    </>
  );
}
