import type { CreateRoutineInput } from "@onepercent/validators/routines";
import { useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { EMPTY_ROUTINE, type RoutineFormValues } from "./routine-form-schema";

/**
 * The create form's steps as rows with stable keys: add, remove, start again. Not
 * react-hook-form's useFieldArray: its code would join the form library's chunk, which the
 * sign-in page's first load shares (`npm run size`).
 */
export function useStepList(form: UseFormReturn<RoutineFormValues, unknown, CreateRoutineInput>) {
  const counter = useRef(0);
  const newKey = () => {
    counter.current += 1;
    return `step-${counter.current}`;
  };
  const [keys, setKeys] = useState(() => EMPTY_ROUTINE.steps.map(newKey));
  const setSteps = (steps: RoutineFormValues["steps"]) => form.setValue("steps", steps, { shouldDirty: true });
  return {
    keys,
    append() {
      const index = keys.length;
      setSteps([...form.getValues("steps"), { text: "" }]);
      setKeys((current) => [...current, newKey()]);
      requestAnimationFrame(() => form.setFocus(`steps.${index}.text`));
    },
    remove(index: number) {
      setSteps(form.getValues("steps").filter((_step, at) => at !== index));
      setKeys((current) => current.filter((_key, at) => at !== index));
      // The button that had the focus is gone: the focus goes to the step now in its place.
      requestAnimationFrame(() => form.setFocus(`steps.${Math.min(index, keys.length - 2)}.text`));
    },
    reset() {
      setKeys(EMPTY_ROUTINE.steps.map(newKey));
    },
  };
}
