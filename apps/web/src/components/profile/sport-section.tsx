import { zodResolver } from "@hookform/resolvers/zod";
import { Field, Input, NativeSelect } from "@onepercent/ui/field";
import {
  OTHER_SPORT,
  POSITION_MAX,
  type ProfileView,
  positionsOf,
  SPORTS,
  SportDetailsForm,
  YEARS_PLAYING_MAX,
  yearsPlayingLabel,
} from "@onepercent/validators";
import { Trophy } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DetailList, EditActions, FormProblem, ProfileSection } from "./section";
import { updateFailure, useProfileUpdate } from "./use-profile-update";

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
  const update = useProfileUpdate("sport");
  // Registration's "Less than 1" is 0 years here; "More than 20" stays offered while it is the value.
  const storedYears = profile.yearsPlaying === "Less than 1" ? "0" : profile.yearsPlaying;
  const yearOptions = YEARS.includes(storedYears) ? YEARS : [...YEARS, storedYears];
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(SportDetailsForm),
    defaultValues: { sport: profile.sport, sportPosition: profile.sportPosition ?? "", yearsPlaying: storedYears },
  });
  const { errors } = form.formState;
  const sport = form.watch("sport");
  const positions = positionsOf(sport);
  const describedBy = (name: keyof FormInput) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `profile-${name}-error` } : {};

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await update.mutateAsync({ data });
      onDone();
    } catch (error) {
      form.setError("root", { message: updateFailure(error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Edit sport">
      <Field label="Sport" htmlFor="profile-sport" error={errors.sport?.message}>
        <NativeSelect
          id="profile-sport"
          {...describedBy("sport")}
          {...form.register("sport", {
            // A new sport clears the position: the old one belongs to the old sport.
            onChange: () => form.setValue("sportPosition", ""),
          })}
        >
          {SPORTS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Position" htmlFor="profile-sportPosition" error={errors.sportPosition?.message}>
        {sport === OTHER_SPORT ? (
          <Input
            id="profile-sportPosition"
            maxLength={POSITION_MAX}
            placeholder="Your position or event"
            {...describedBy("sportPosition")}
            {...form.register("sportPosition")}
          />
        ) : (
          <NativeSelect
            id="profile-sportPosition"
            {...describedBy("sportPosition")}
            {...form.register("sportPosition")}
          >
            <option value="">No position</option>
            {positions.map((position) => (
              <option key={position} value={position}>
                {position}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Years playing" htmlFor="profile-yearsPlaying" error={errors.yearsPlaying?.message}>
        <NativeSelect id="profile-yearsPlaying" {...describedBy("yearsPlaying")} {...form.register("yearsPlaying")}>
          {yearOptions.map((years) => (
            <option key={years} value={years}>
              {yearsPlayingLabel(years)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <FormProblem>{errors.root?.message}</FormProblem>
      <EditActions saving={update.isPending} onCancel={onDone} />
    </form>
  );
}
