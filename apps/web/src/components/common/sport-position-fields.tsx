import { errorAria, Field, Input, NativeSelect, SelectField } from "@onepercent/ui/field";
import { OTHER_SPORT, positionsOf, SPORTS } from "@onepercent/validators";
import type { ComponentProps } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Options } from "./options";

/**
 * The sport drop-down and the position under it (platform.md §4), for registration and the
 * profile: the position is one of the sport's catalogue positions, or free text for "Other".
 * The caller's sport registration clears the position when the sport changes.
 */
export function SportPositionFields({
  idPrefix = "",
  sport,
  register,
  errors,
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
  register: { sport: UseFormRegisterReturn; sportPosition: UseFormRegisterReturn };
  errors: { sport?: string | undefined; sportPosition?: string | undefined };
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
  return (
    <>
      <SelectField id={`${idPrefix}sport`} label={sportLabel} error={errors.sport} {...register.sport}>
        {sportPrompt ? <option value="">{sportPrompt}</option> : null}
        <Options values={SPORTS} />
      </SelectField>
      <Field label={positionLabel} htmlFor={positionId} error={errors.sportPosition}>
        {sport === OTHER_SPORT ? (
          <Input
            id={positionId}
            {...otherPositionProps}
            {...errorAria(positionId, errors.sportPosition)}
            {...register.sportPosition}
          />
        ) : (
          <NativeSelect
            id={positionId}
            disabled={positionDisabled}
            {...errorAria(positionId, errors.sportPosition)}
            {...register.sportPosition}
          >
            <option value="">{positionPrompt}</option>
            <Options values={positionsOf(sport)} />
          </NativeSelect>
        )}
      </Field>
    </>
  );
}
