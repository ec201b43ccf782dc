import { MINDSET_EXAMPLE_SUGGESTIONS, type MindsetSuggestionType, selfTalkKind } from "@onepercent/validators/mindset";
import { useState } from "react";
import { trpc } from "../../lib/trpc";
import type { SuggestionOption } from "./statement-options";

export interface SuggestionState {
  options: SuggestionOption[];
  /** The coach could not answer: built-in examples are shown instead (§8). */
  failed: boolean;
}

const examplesOf = (kind: MindsetSuggestionType): SuggestionOption[] =>
  MINDSET_EXAMPLE_SUGGESTIONS[kind].map((text) => ({
    text,
    kind: kind === "selfTalk" ? selfTalkKind(text) : undefined,
  }));

/** The coach's suggestions per step type, asked once per type; on failure, the built-in examples (§4, §8). */
export function useMindsetSuggestions() {
  const [byType, setByType] = useState<Partial<Record<MindsetSuggestionType, SuggestionState>>>({});
  const suggest = trpc.mindset.suggestions.useMutation();

  const load = (kind: MindsetSuggestionType, currentSelections: string[]) =>
    suggest.mutate(
      { type: kind, currentSelections },
      {
        onSuccess: (answer) => setByType((all) => ({ ...all, [kind]: { options: answer.suggestions, failed: false } })),
        onError: () => setByType((all) => ({ ...all, [kind]: { options: examplesOf(kind), failed: true } })),
      },
    );

  return { byType, load, pending: suggest.isPending };
}
