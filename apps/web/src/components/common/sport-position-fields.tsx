import { errorAria, Field, Input, NativeSelect, SelectField } from "@onepercent/ui/field";
import { OTHER_SPORT, positionsOf, SPORTS } from "@onepercent/validators/sports";
import type { ComponentProps } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Options } from "./options";

/** What the fields use of the caller's react-hook-form form (registration's or the profile's). */
interface SportPositionForm {
  register(name: "sport" | "sportPosition", options?: { onChange?: () => void }): UseFormRegisterReturn;
  setValue(name: "sportPosition", value: string): void;
  formState: { errors: { sport?: { message?: string }; sportPosition?: { message?: string } } };
}

/**
 * The sport drop-down and the position under it (platform.md §4), for registration and the
 * profile: the position is one of the sport's catalogue positions, or free text for "Other".
 * Changing the sport clears the position (platform.md §4): the old one belongs to the old sport.
 */
export function SportPositionFields({
  idPrefix = "",
  sport,
  form,
  sportLabel,
  sportPrompt,
  positionLabel,
  positionPrompt,
  positionDisabled,
  otherPositionProps,
}: {
  /** Put before "sport" and "sportPosition" to make the fields' ids. */
  idPrefix?: string;
  /** The sport picked so far. */
  sport: string;
  form: SportPositionForm;
  sportLabel: string;
  /** The sport drop-down's empty first option, if it has one. */
  sportPrompt?: string;
  positionLabel: string;
  /** The position drop-down's empty first option. */
  positionPrompt: string;
  positionDisabled?: boolean;
  /** More props for the free-text position of "Other". */
  otherPositionProps?: ComponentProps<"input">;
}) {
  const positionId = `${idPrefix}sportPosition`;
  const { errors } = form.formState;
  const positionError = errors.sportPosition?.message;
  const sportField = form.register("sport", { onChange: () => form.setValue("sportPosition", "") });
  const positionField = form.register("sportPosition");
  return (
    <>
      <SelectField id={`${idPrefix}sport`} label={sportLabel} error={errors.sport?.message} {...sportField}>
        {sportPrompt ? <option value="">{sportPrompt}</option> : null}
        <Options values={SPORTS} />
      </SelectField>
      <Field label={positionLabel} htmlFor={positionId} error={positionError}>
        {sport === OTHER_SPORT ? (
          <Input id={positionId} {...otherPositionProps} {...errorAria(positionId, positionError)} {...positionField} />
        ) : (
          <NativeSelect
            id={positionId}
            disabled={positionDisabled}
            {...errorAria(positionId, positionError)}
            {...positionField}
          >
            <option value="">{positionPrompt}</option>
            <Options values={positionsOf(sport)} />
          </NativeSelect>
        )}
      </Field>
    </>
  );
}
