import { Field, NativeSelect } from "@onepercent/ui/field";
import { IMAGERY_MINUTES, IMAGERY_SCENARIOS, type ImagerySettings } from "@onepercent/validators/ai-settings";
import { useId } from "react";
import { ChoiceSelect, Options } from "../../common/options";
import { minutesText, SCENARIO_LABELS } from "../shared/ai-format";
import { SettingsGroup, VoiceFields } from "../shared/settings-fields";

/** §3, §9 Imagery: scenario (competition by default), 3, 5 or 10 minutes (5), voice, background, pace. */
export function ImagerySettingsFields({
  settings,
  onChange,
}: {
  settings: ImagerySettings;
  onChange: (change: Partial<ImagerySettings>) => void;
}) {
  const id = useId();
  return (
    <SettingsGroup legend="Settings">
      <ChoiceSelect
        id={`${id}-scenario`}
        label="Scenario"
        className="col-span-2 sm:col-span-1"
        options={IMAGERY_SCENARIOS}
        labels={SCENARIO_LABELS}
        value={settings.scenario}
        onChange={(scenario) => onChange({ scenario })}
      />
      <Field label="Duration" htmlFor={`${id}-duration`}>
        <NativeSelect
          id={`${id}-duration`}
          value={settings.duration}
          onChange={(event) => {
            const duration = IMAGERY_MINUTES.find((minutes) => minutes === Number(event.target.value));
            if (duration) onChange({ duration });
          }}
        >
          <Options values={IMAGERY_MINUTES} label={minutesText} />
        </NativeSelect>
      </Field>
      <VoiceFields idPrefix={`${id}-voice`} value={settings} onChange={onChange} />
    </SettingsGroup>
  );
}
