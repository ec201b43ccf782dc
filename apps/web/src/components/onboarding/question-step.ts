import type { ReactNode } from "react";
import type { Who } from "./copy";

/** What every question step of the questionnaire gets from its frame, whatever it asks. */
export interface QuestionStepProps {
  who: Who;
  /** The coach's suggestions for the step. */
  options: string[];
  /** The step's message, shown under the question. */
  error: ReactNode;
  /** The question's id, which names the answer. */
  headingId: string;
  hintId: string;
  /** The hint's id and, while there is one, the message's. */
  describedBy: string;
}
