import {
  hasIdentityContent,
  IDENTITY_STEMS,
  type IdentityKey,
  type IdentityStatement,
  identitySentences,
  MINDSET_LIST_MAX,
  withoutStem,
} from "@onepercent/validators/mindset";
import { Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { EditableCard, type EditControls } from "../common/editable-card";
import { Empty, ListEditor, SuggestionsFailedNote } from "./card-editors";
import { IdentityLines } from "./identity-lines";
import { useIdentitySuggestions } from "./use-identity-suggestions";

/** Suggestions shown per list; the next appears when one is taken. */
const SUGGESTIONS_SHOWN = 3;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The coach's endings not yet in the list, each added with one tap while the list has room. */
function SuggestionChips({
  stem,
  options,
  full,
  onPick,
}: {
  stem: string;
  options: string[];
  full: boolean;
  onPick: (text: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`Suggestions for "${stem}"`}>
      {options.map((text) => (
        <li key={text}>
          <button
            type="button"
            disabled={full}
            onClick={() => onPick(text)}
            aria-label={`Add suggestion: ${stem} ${text}`}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 px-3 py-1.5 text-left text-brand-800 text-sm hover:bg-brand-100 disabled:opacity-60"
          >
            <Plus className="size-3.5 shrink-0" aria-hidden />
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The identity statement card (training-and-tools.md §3): four lists completing "I have",
 * "I am", "I love" and "I give", with the coach's suggestions while editing; saved with Save
 * All Changes like the other cards.
 */
export function IdentityCard({
  controls,
  saved,
  draft,
  onChange,
}: {
  /** The card's Edit and Cancel, as the page gives every card. */
  controls: EditControls;
  saved: IdentityStatement;
  draft: IdentityStatement;
  onChange: (identity: IdentityStatement) => void;
}) {
  const { editing } = controls;
  const { state, load, pending } = useIdentitySuggestions();
  // The coach's suggestions are asked for once, when the card is first edited.
  const asked = useRef(false);
  useEffect(() => {
    if (!editing || asked.current) return;
    asked.current = true;
    load(saved);
  }, [editing, load, saved]);

  const setList = (key: IdentityKey, items: string[]) => onChange({ ...draft, [key]: items });
  // The coach's most relevant endings not yet in the list, a few at a time.
  const unused = (key: IdentityKey) =>
    (state?.options[key] ?? [])
      .filter((text) => !draft[key].some((item) => sameText(withoutStem(key, item), text)))
      .slice(0, SUGGESTIONS_SHOWN);
  const empty = !hasIdentityContent(saved);

  return (
    <EditableCard title="Identity Statement" {...controls}>
      {editing ? (
        <div className="space-y-5">
          <p className="text-slate-600 text-sm">
            Finish each sentence in your own words, or tap a suggestion to add it. Up to {MINDSET_LIST_MAX} each.
          </p>
          {state?.failed ? <SuggestionsFailedNote /> : null}
          {pending && !state ? (
            <p className="text-slate-500 text-sm" aria-live="polite">
              Finding suggestions for you…
            </p>
          ) : null}
          {IDENTITY_STEMS.map(({ key, stem }) => (
            <div key={key} className="space-y-2.5">
              <ListEditor
                heading={`${stem}…`}
                label={`"${stem}" statement`}
                noun={`"${stem}" statement`}
                items={draft[key]}
                onChange={(items) => setList(key, items)}
              />
              <SuggestionChips
                stem={stem}
                options={unused(key)}
                full={draft[key].filter((item) => item.trim() !== "").length >= MINDSET_LIST_MAX}
                onPick={(text) => setList(key, [...draft[key].filter((item) => item.trim() !== ""), text])}
              />
            </div>
          ))}
        </div>
      ) : empty ? (
        <Empty>Click edit to write who you are: I have…, I am…, I love…, I give…</Empty>
      ) : (
        <ul className="space-y-2">
          <IdentityLines lines={identitySentences(saved)} className="rounded-xl bg-slate-50 px-3.5 py-2.5 text-ink" />
        </ul>
      )}
    </EditableCard>
  );
}
