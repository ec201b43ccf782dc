import { Button } from "@onepercent/ui/button";
import { TextField } from "@onepercent/ui/field";
import { AssignmentContent, PROGRAM_WEEKS_MAX } from "@onepercent/validators/assignments";
import { ASSIGNMENT_TITLE_MAX, PROGRAM_ITEMS_MAX } from "@onepercent/validators/limits";
import { assignmentMessages } from "@onepercent/validators/messages/assignments";
import { Plus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { checkValue } from "../../../lib/check-value";
import { errorMessage } from "../../../lib/form-errors";
import { FormAlert, FormButtons } from "../../common/form-parts";
import type { AssignmentContentInput, AssignmentItemInput, ItemKind } from "../types";
import { assignText, KIND_LABELS } from "./assign-text";
import { ItemForm } from "./item-form";

type Program = Extract<AssignmentContentInput, { kind: "program" }>;

const ITEM_KINDS: readonly ItemKind[] = ["routine", "habit", "breathwork"];

const itemTitle = (item: AssignmentItemInput) =>
  item.kind === "habit" ? item.habit.action : item.kind === "routine" ? item.routine.name : item.preset.name;

/**
 * A program (issue 29 §4): a name, how many weeks, and a list of items, each added with its own
 * form. Checked with the server's schema before it is sent; the server's refusal shows verbatim.
 */
export function ProgramBuilder({
  pending,
  error,
  onSend,
  onCancel,
}: {
  pending: boolean;
  error: unknown;
  onSend: (program: Program) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState("");
  const [weeks, setWeeks] = useState("4");
  const [items, setItems] = useState<{ key: number; item: AssignmentItemInput }[]>([]);
  const [adding, setAdding] = useState<ItemKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const counter = useRef(0);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const program = { kind: "program" as const, name, weeks: Number(weeks), items: items.map(({ item }) => item) };
    const checked = checkValue(AssignmentContent, program);
    setProblem(checked.problem);
    if (checked.ok) onSend(program);
  };

  if (adding) {
    return (
      <section aria-labelledby={`${id}-adding`} className="space-y-3 rounded-2xl border border-slate-200 p-3.5">
        <h3 id={`${id}-adding`} className="font-semibold text-ink">
          {assignText.addItem(KIND_LABELS[adding].toLowerCase())}
        </h3>
        <ItemForm
          kind={adding}
          submitLabel={assignText.addToProgram}
          pending={false}
          onItem={async (item) => {
            counter.current += 1;
            setItems((current) => [...current, { key: counter.current, item }]);
            setAdding(null);
          }}
          onCancel={() => setAdding(null)}
        />
      </section>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <TextField
          id={`${id}-name`}
          label={assignText.programName}
          maxLength={ASSIGNMENT_TITLE_MAX}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          id={`${id}-weeks`}
          label={assignText.programWeeks}
          type="number"
          inputMode="numeric"
          min={1}
          max={PROGRAM_WEEKS_MAX}
          required
          value={weeks}
          onChange={(event) => setWeeks(event.target.value)}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="font-medium text-ink text-sm">{assignText.programItems}</legend>
        {items.length === 0 ? (
          <p className="text-slate-600 text-sm">{assignText.noItems}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {items.map(({ key, item }) => (
              <li key={key} className="flex items-center justify-between gap-2 py-1 pr-1 pl-3.5 text-sm">
                <span className="min-w-0">
                  <span className="font-medium text-ink">{itemTitle(item)}</span>{" "}
                  <span className="text-slate-600">· {KIND_LABELS[item.kind]}</span>
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={assignText.removeItem(itemTitle(item))}
                  onClick={() => setItems((current) => current.filter((entry) => entry.key !== key))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {items.length < PROGRAM_ITEMS_MAX ? (
          <div className="flex flex-wrap gap-2 pt-1">
            {ITEM_KINDS.map((kind) => (
              <Button key={kind} variant="secondary" size="sm" onClick={() => setAdding(kind)}>
                <Plus aria-hidden />
                {assignText.addItem(KIND_LABELS[kind].toLowerCase())}
              </Button>
            ))}
          </div>
        ) : null}
      </fieldset>
      <FormAlert message={problem ?? (error ? errorMessage(error, assignmentMessages.createFailed) : null)} />
      <FormButtons form={{ submitLabel: assignText.send, pending, onCancel }} pendingLabel={assignText.sending} />
    </form>
  );
}
