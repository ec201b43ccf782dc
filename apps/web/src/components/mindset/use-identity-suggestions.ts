import { IDENTITY_EXAMPLE_SUGGESTIONS, type IdentityStatement } from "@onepercent/validators/mindset";
import { useState } from "react";
import { trpc } from "../../lib/trpc";

export interface IdentitySuggestionState {
  options: IdentityStatement;
  /** The coach could not answer: built-in examples are shown instead (§8). */
  failed: boolean;
}

/** The coach's endings for the identity statement's four lists; on failure, the built-in examples. */
export function useIdentitySuggestions() {
  const [state, setState] = useState<IdentitySuggestionState | null>(null);
  const suggest = trpc.mindset.identitySuggestions.useMutation();

  const load = (current: IdentityStatement) =>
    suggest.mutate(
      { current },
      {
        onSuccess: (answer) => setState({ options: answer.suggestions, failed: false }),
        onError: () => setState({ options: IDENTITY_EXAMPLE_SUGGESTIONS, failed: true }),
      },
    );

  return { state, load, pending: suggest.isPending };
}
