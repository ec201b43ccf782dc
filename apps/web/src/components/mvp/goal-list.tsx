import { Button } from "@onepercent/ui/button";
import { errorAria, Input, Label } from "@onepercent/ui/field";
import {
  addGoal,
  canAddGoal,
  canRemoveGoal,
  goalLabel,
  MVP_STATEMENT_MAX,
  removeGoal,
} from "@onepercent/validators/mvp";
import { Plus, Trash2 } from "lucide-react";

/** The Required badge of the first vision and the first process goal (§2.2). */
function RequiredBadge() {
  return <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 text-xs">Required</span>;
}

/**
 * An editable list of vision statements or process goals (§2.1, §5): Main Goal, Goal 2 …,
 * at most 5 (Add Goal hidden at 5), every goal but the first removable.
 */
export function GoalListEditor({
  idPrefix,
  what,
  items,
  onChange,
  error,
}: {
  idPrefix: string;
  /** "vision statement" or "process goal", for the placeholders and button names. */
  what: string;
  items: string[];
  onChange: (items: string[]) => void;
  error?: string | undefined;
}) {
  const errorId = `${idPrefix}-error`;
  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {items.map((text, index) => {
          const id = `${idPrefix}-${index}`;
          return (
            // Goals are edited in place; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: positional slots
            <li key={index} className="space-y-1.5">
              <div className="flex items-center gap-2">
                <Label htmlFor={id}>{goalLabel(index)}</Label>
                {index === 0 ? <RequiredBadge /> : null}
              </div>
              <div className="flex items-center gap-2">
                <Input
                  id={id}
                  value={text}
                  maxLength={MVP_STATEMENT_MAX}
                  placeholder={index === 0 ? `Your most important ${what}` : `Another ${what} (optional)`}
                  {...errorAria(idPrefix, index === 0 ? error : undefined)}
                  onChange={(event) => onChange(items.map((item, at) => (at === index ? event.target.value : item)))}
                />
                {canRemoveGoal(index) ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${goalLabel(index)}`}
                    onClick={() => onChange(removeGoal(items, index))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : (
                  <span className="size-11 shrink-0" aria-hidden />
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {error ? (
        <p id={errorId} role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
      {canAddGoal(items) ? (
        <Button variant="secondary" size="sm" onClick={() => onChange(addGoal(items))}>
          <Plus aria-hidden />
          Add Goal
        </Button>
      ) : null}
    </div>
  );
}

/** The MVP form values: the saved lists padded with blank slots to at least 3. */
export interface MvpDraft {
  mission: string;
  vision: string[];
  principles: string[];
}

/** Saved goals, numbered, the first with its Required badge; `empty` when there are none. */
export function GoalListView({ items, empty }: { items: string[] | undefined; empty: string }) {
  if (!items || items.length === 0) return <p className="text-slate-500">{empty}</p>;
  return (
    <ol className="space-y-2">
      {items.map((item, index) => (
        <li key={item} className="flex items-start gap-2">
          <span className="font-semibold text-brand-700 tabular-nums">{index + 1}.</span>
          <span className="flex-1 text-ink">{item}</span>
          {index === 0 ? <RequiredBadge /> : null}
        </li>
      ))}
    </ol>
  );
}
