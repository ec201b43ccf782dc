import { messages } from "@onepercent/validators/messages/common";
import { goalSuggestionsError } from "@onepercent/validators/mvp";
import { httpStatusOf, isTRPCClientError } from "../../lib/trpc";

/** planning-and-reflection.md §8 "Wizard save": the message for a failed save; the content stays. */
export function wizardSaveError(error: unknown): string {
  const status = httpStatusOf(error);
  if (status === 401) return messages.mvpLoginRequired;
  if (status === null) return messages.mvpNoResponse;
  const message = isTRPCClientError(error) && error.message ? error.message : messages.mvpUnknownError;
  if (status === 400) return `Error: ${message}`;
  return messages.mvpServerError.replace("{message}", message);
}

/** §8 "Goal suggestions": the message for a failed suggestion call. */
export function suggestionError(error: unknown): string {
  const status = httpStatusOf(error);
  return goalSuggestionsError(status === null ? { noResponse: true } : { status });
}
