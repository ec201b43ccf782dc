import { zodResolver } from "@hookform/resolvers/zod";
import { SelectField } from "@onepercent/ui/field";
import {
  POSITION_MAX,
  type ProfileView,
  SportDetailsForm,
  YEARS_PLAYING_MAX,
  yearsPlayingLabel,
} from "@onepercent/validators/profile";
import { Trophy } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldProps } from "../../lib/field-props";
import { FormAlert } from "../common/form-parts";
import { Options } from "../common/options";
import { SportPositionFields } from "../common/sport-position-fields";
import { DetailList, EditActions, ProfileSection } from "./section";
import { useProfileSave } from "./use-profile-update";

type FormInput = z.input<typeof SportDetailsForm>;
type FormOutput = z.output<typeof SportDetailsForm>;

const YEARS = Array.from({ length: YEARS_PLAYING_MAX + 1 }, (_, years) => String(years));

/** Sport, position (from the sport's catalogue list) and years playing. */
export function SportSection({ profile }: { profile: ProfileView }) {
  const [editing, setEditing] = useState(false);
  return (
    <ProfileSection id="sport" title="Sport" icon={Trophy} editing={editing} onEdit={() => setEditing(true)}>
      {editing ? (
        <SportForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <DetailList
          items={[
            { label: "Sport", value: profile.sport },
            { label: "Position", value: profile.sportPosition ?? "Not set" },
            { label: "Years playing", value: yearsPlayingLabel(profile.yearsPlaying) },
          ]}
        />
      )}
    </ProfileSection>
  );
}

function SportForm({ profile, onDone }: { profile: ProfileView; onDone: () => void }) {
  const { save, saving } = useProfileSave("sport", onDone);
  // Registration's "Less than 1" is 0 years here; "More than 20" stays offered while it is the value.
  const storedYears = profile.yearsPlaying === "Less than 1" ? "0" : profile.yearsPlaying;
  const yearOptions = YEARS.includes(storedYears) ? YEARS : [...YEARS, storedYears];
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(SportDetailsForm),
    defaultValues: { sport: profile.sport, sportPosition: profile.sportPosition ?? "", yearsPlaying: storedYears },
  });
  const { errors } = form.formState;
  const sport = form.watch("sport");
  const onSubmit = form.handleSubmit((data) => save(data, (message) => form.setError("root", { message })));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Edit sport">
      <SportPositionFields
        idPrefix="profile-"
        sport={sport}
        form={form}
        sportLabel="Sport"
        positionLabel="Position"
        positionPrompt="No position"
        otherPositionProps={{ maxLength: POSITION_MAX, placeholder: "Your position or event" }}
      />
      <SelectField id="profile-yearsPlaying" label="Years playing" {...fieldProps(form, "yearsPlaying")}>
        <Options values={yearOptions} label={yearsPlayingLabel} />
      </SelectField>
      <FormAlert message={errors.root?.message} />
      <EditActions saving={saving} onCancel={onDone} />
    </form>
  );
}
