import { cn } from "@onepercent/ui/cn";
import { MINDSET_WORDS, OneWordFocus } from "@onepercent/validators/mindset";
import { Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { checkValue } from "../../lib/check-value";
import { OneWordInput } from "./one-word-input";

/** §2.3: suggested words, the fixed list of ten, and a custom word of at most 15 characters. */
export function WordChoice({
  suggested,
  loading,
  value,
  labelledBy,
  onChange,
}: {
  suggested: string[];
  loading: boolean;
  value: string;
  labelledBy: string;
  onChange: (word: string) => void;
}) {
  const inputId = useId();
  const listed = [...MINDSET_WORDS].map((word) => word.toLowerCase());
  const extra = suggested.filter((word) => !listed.includes(word.toLowerCase()));
  const words = [...extra, ...MINDSET_WORDS];
  const isChosen = (word: string) => word.toLowerCase() === value.toLowerCase();
  const custom = value !== "" && !words.some(isChosen);
  const [draft, setDraft] = useState(custom ? value : "");
  const [error, setError] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <fieldset aria-labelledby={labelledBy} aria-busy={loading}>
        <ul className="flex flex-wrap gap-2">
          {words.map((word) => (
            <li key={word}>
              <button
                type="button"
                aria-pressed={isChosen(word)}
                onClick={() => {
                  setError(null);
                  setDraft("");
                  onChange(isChosen(word) ? "" : word);
                }}
                className={cn(
                  "rounded-full border-2 px-4 py-2 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2",
                  isChosen(word)
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-200 bg-white text-slate-800 hover:border-slate-300",
                )}
              >
                {word}
                {extra.includes(word) ? (
                  <Sparkles className="ml-1.5 inline size-3.5 align-[-2px]" aria-label="suggested for you" />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="rounded-2xl border border-slate-300 border-dashed p-3">
        <label htmlFor={inputId} className="font-medium text-ink text-sm">
          Or your own word
        </label>
        <OneWordInput
          id={inputId}
          className="mt-1.5"
          value={draft}
          error={error}
          placeholder="Up to 15 characters"
          onChange={(text) => {
            setDraft(text);
            const word = checkValue(OneWordFocus, text);
            setError(word.problem);
            if (word.ok) onChange(word.data);
          }}
        />
      </div>
    </div>
  );
}
