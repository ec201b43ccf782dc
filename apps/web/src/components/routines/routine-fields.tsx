import { Button } from "@onepercent/ui/button";
import { cn } from "@onepercent/ui/cn";
import { errorAria, Input, TextareaField, TextField } from "@onepercent/ui/field";
import { IconTile } from "@onepercent/ui/icon-tile";
import { CreateRoutineInput, ROUTINE_STEPS_MAX, ROUTINE_TEXT_MAX } from "@onepercent/validators/routines";
import { Plus, Trash2 } from "lucide-react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { useFormFields } from "../../lib/form-fields";
import { EMPTY_ROUTINE, type RoutineFormValues, routineFormResolver, stepsMessage } from "./routine-form-schema";
import type { useStepList } from "./use-step-list";

/**
 * A routine's fields (§2, §5), shared by the athlete's create form and a routine a coach assigns
 * (issue 29): name, trigger, physical action and the numbered steps back to the present. Steps
 * are added with a button and removed only while more than one is left; the server's schema
 * checks it all, and the first failure in the spec's order shows.
 */
type RoutineForm = UseFormReturn<RoutineFormValues, unknown, CreateRoutineInput>;

/** The fields in the order the server's refusals name them. */
export const ROUTINE_FIELDS = ["name", "triggerDescription", "physicalAction", "steps"] as const;

/** The two texts between the name and the steps. */
const TEXTS = [
  {
    name: "triggerDescription",
    label: "Trigger Description",
    hint: "What tells you it is time: stepping to the line, the whistle.",
  },
  {
    name: "physicalAction",
    label: "Physical Action",
    hint: "A small movement that anchors you: two bounces of the ball.",
  },
] as const;

export const useRoutineForm = (): RoutineForm =>
  useForm({ resolver: routineFormResolver, defaultValues: EMPTY_ROUTINE });

export function RoutineFields({
  form,
  steps,
  nameLabel,
}: {
  form: RoutineForm;
  steps: ReturnType<typeof useStepList>;
  nameLabel: string;
}) {
  const { id, field } = useFormFields(form, CreateRoutineInput);
  const stepError = stepsMessage(form.formState.errors.steps);
  /** errorAria's id for the steps' one message. */
  const stepErrorId = `${id}-steps-error`;
  return (
    <>
      <TextField label={nameLabel} placeholder="e.g. Free throw" required {...field("name")} />
      {TEXTS.map((text) => (
        <TextareaField
          key={text.name}
          label={text.label}
          hint={text.hint}
          rows={2}
          className="[&_textarea]:min-h-20"
          required
          {...field(text.name)}
        />
      ))}
      <fieldset aria-describedby={stepError ? stepErrorId : undefined}>
        <legend className="font-medium text-ink text-sm">Steps to return to the present</legend>
        <ol className="mt-2 space-y-2">
          {steps.keys.map((key, index) => {
            const inputId = `${id}-step-${index}`;
            const invalid = form.formState.errors.steps?.[index] !== undefined;
            return (
              <li key={key} className="flex items-center gap-2">
                <IconTile size={8} shape="round" tone="step" aria-hidden>
                  {index + 1}
                </IconTile>
                <Input
                  id={inputId}
                  aria-label={`Step ${index + 1}`}
                  placeholder={index === 0 ? "e.g. Look at the front of the rim" : "Next step"}
                  maxLength={ROUTINE_TEXT_MAX}
                  {...errorAria(`${id}-steps`, invalid ? stepError : undefined)}
                  {...form.register(`steps.${index}.text`)}
                />
                {steps.keys.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove step ${index + 1}`}
                    onClick={() => steps.remove(index)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
        {stepError ? (
          <p id={stepErrorId} role="alert" className="mt-1.5 text-red-700 text-sm">
            {stepError}
          </p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          className={cn("mt-3", steps.keys.length >= ROUTINE_STEPS_MAX && "hidden")}
          onClick={steps.append}
        >
          <Plus aria-hidden />
          Add Step
        </Button>
      </fieldset>
    </>
  );
}
