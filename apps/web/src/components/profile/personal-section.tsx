import { zodResolver } from "@hookform/resolvers/zod";
import { SelectField, TextField } from "@onepercent/ui/field";
import {
  PersonalDetailsForm,
  PROFILE_NAME_MAX,
  type ProfileView,
  profileBirthYears,
} from "@onepercent/validators/profile";
import { PROFILE_GENDERS, ROLES } from "@onepercent/validators/user";
import { UserRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldProps } from "../../lib/field-props";
import { FormAlert } from "../common/form-parts";
import { Options } from "../common/options";
import { genderLabels } from "./labels";
import { DetailList, EditActions, ProfileSection } from "./section";
import { useProfileSave } from "./use-profile-update";

type FormInput = z.input<typeof PersonalDetailsForm>;
type FormOutput = z.output<typeof PersonalDetailsForm>;

/** Name, e-mail (the sign-in identity, shown but not changed here), birth year, gender and role. */
export function PersonalSection({ profile }: { profile: ProfileView }) {
  const [editing, setEditing] = useState(false);
  return (
    <ProfileSection
      id="personal"
      title="Personal Details"
      icon={UserRound}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      {editing ? (
        <PersonalForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <DetailList
          items={[
            { label: "Name", value: profile.name },
            { label: "Email", value: profile.email },
            { label: "Birth year", value: `${profile.birthYear} (age ${profile.age})` },
            { label: "Gender", value: genderLabels[profile.gender] },
            { label: "Role", value: profile.role },
          ]}
        />
      )}
    </ProfileSection>
  );
}

function PersonalForm({ profile, onDone }: { profile: ProfileView; onDone: () => void }) {
  const { save, saving } = useProfileSave("personal", onDone);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(PersonalDetailsForm),
    defaultValues: {
      name: profile.name,
      birthYear: String(profile.birthYear),
      gender: profile.gender,
      role: profile.role,
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((data) => save(data, (message) => form.setError("root", { message })));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Edit personal details">
      <TextField
        id="profile-name"
        label="Name"
        autoComplete="name"
        maxLength={PROFILE_NAME_MAX}
        {...fieldProps(form, "name")}
      />
      <div>
        <p className="font-medium text-ink text-sm">Email</p>
        <p className="mt-1.5 break-all rounded-xl bg-slate-100 px-3.5 py-2.5 text-slate-700">{profile.email}</p>
        <p className="mt-1.5 text-slate-600 text-sm">Your sign-in email. It cannot be changed here.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="profile-birthYear" label="Birth year" {...fieldProps(form, "birthYear")}>
          <Options values={profileBirthYears()} />
        </SelectField>
        <SelectField id="profile-gender" label="Gender" {...fieldProps(form, "gender")}>
          <Options values={PROFILE_GENDERS} label={(gender) => genderLabels[gender]} />
        </SelectField>
      </div>
      <SelectField id="profile-role" label="Role" {...fieldProps(form, "role")}>
        <Options values={ROLES} />
      </SelectField>
      <FormAlert message={errors.root?.message} />
      <EditActions saving={saving} onCancel={onDone} />
    </form>
  );
}
