import { describe, expect, it } from "vitest";
import { messages } from "./messages/common";
import {
  ageFromBirthYear,
  ChangePasswordForm,
  ChangePasswordInput,
  missingMentalProfileAnswers,
  nextSportAndPosition,
  PersonalDetailsForm,
  ProfileUpdate,
  profileBirthYears,
  SportDetailsForm,
  yearsPlayingLabel,
} from "./profile";
import { PROFILE_GENDERS, profileGender, STORED_GENDERS } from "./user";

const thisYear = new Date().getUTCFullYear();

const issue = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? undefined : result.error?.issues[0];

describe("ProfileUpdate", () => {
  it("accepts each field on its own and normalises text", () => {
    expect(ProfileUpdate.parse({ name: "  Jordan Lee " })).toEqual({ name: "Jordan Lee" });
    expect(ProfileUpdate.parse({ birthYear: "1990" })).toEqual({ birthYear: 1990 });
    expect(ProfileUpdate.parse({ yearsPlaying: 12 })).toEqual({ yearsPlaying: "12" });
    expect(ProfileUpdate.parse({ yearsPlaying: "0" })).toEqual({ yearsPlaying: "0" });
    expect(ProfileUpdate.parse({ sportPosition: "" })).toEqual({ sportPosition: null });
    expect(ProfileUpdate.parse({ sportPosition: null })).toEqual({ sportPosition: null });
  });

  it("ignores fields it does not change (e-mail, userId, updateType)", () => {
    expect(
      ProfileUpdate.parse({ email: "x@example.test", userId: "u1", updateType: "profile", role: "Coach" }),
    ).toEqual({ role: "Coach" });
  });

  it("requires a non-blank name", () => {
    expect(issue(ProfileUpdate.safeParse({ name: "   " }))?.message).toBe(messages.nameAndEmailRequired);
  });

  it.each([1899, thisYear + 1, 1990.5, "19x0", null])("refuses birth year %s", (birthYear) => {
    expect(issue(ProfileUpdate.safeParse({ birthYear }))?.message).toBe(messages.profileBirthYear);
  });

  it("accepts birth years from 1900 to this year", () => {
    expect(ProfileUpdate.parse({ birthYear: 1900 }).birthYear).toBe(1900);
    expect(ProfileUpdate.parse({ birthYear: thisYear }).birthYear).toBe(thisYear);
    expect(profileBirthYears()).toHaveLength(thisYear - 1900 + 1);
    expect(profileBirthYears()[0]).toBe(thisYear);
  });

  it.each(["male", "female", "prefer-not-to-say", "non_binary"])("accepts gender %s", (gender) => {
    expect(ProfileUpdate.parse({ gender }).gender).toBe(gender);
  });

  it("stores prefer_not_to_say as prefer-not-to-say and refuses other genders", () => {
    expect(ProfileUpdate.parse({ gender: "prefer_not_to_say" }).gender).toBe("prefer-not-to-say");
    expect(ProfileUpdate.parse({ gender: "non-binary" }).gender).toBe("non_binary");
    expect(issue(ProfileUpdate.safeParse({ gender: "other" }))?.message).toBe(messages.invalidGender);
  });

  it("spells every stored gender the way the profile documents it", () => {
    expect(STORED_GENDERS.map(profileGender)).toEqual(["male", "female", "prefer_not_to_say", "non_binary"]);
    expect([...PROFILE_GENDERS].sort()).toEqual(STORED_GENDERS.map(profileGender).sort());
  });

  it("accepts the three roles only", () => {
    expect(ProfileUpdate.parse({ role: "Parent" }).role).toBe("Parent");
    expect(issue(ProfileUpdate.safeParse({ role: "Admin" }))?.message).toBe(messages.invalidRole);
  });

  it("takes the sport from the catalogue", () => {
    expect(ProfileUpdate.parse({ sport: "Basketball" }).sport).toBe("Basketball");
    expect(issue(ProfileUpdate.safeParse({ sport: "Quidditch" }))?.message).toBe(messages.invalidSport);
  });

  it.each([-1, 51, 2.5, "ten", "More than 50"])("refuses years playing %s", (yearsPlaying) => {
    expect(issue(ProfileUpdate.safeParse({ yearsPlaying }))?.message).toBe(messages.profileYearsPlaying);
  });

  it("keeps registration's years-playing labels as they are", () => {
    expect(ProfileUpdate.parse({ yearsPlaying: "More than 20" }).yearsPlaying).toBe("More than 20");
    expect(ProfileUpdate.parse({ yearsPlaying: 50 }).yearsPlaying).toBe("50");
  });
});

describe("nextSportAndPosition", () => {
  const current = { sport: "Soccer", sportPosition: "Midfielder" };

  it("keeps the position when the sport stays", () => {
    expect(nextSportAndPosition(current, {})).toEqual(current);
    expect(nextSportAndPosition(current, { sport: "Soccer" })).toEqual(current);
  });

  it("clears the position when the sport changes without one", () => {
    expect(nextSportAndPosition(current, { sport: "Basketball" })).toEqual({
      sport: "Basketball",
      sportPosition: null,
    });
  });

  it("takes a position of the new sport, under either name", () => {
    expect(nextSportAndPosition(current, { sport: "Basketball", sportPosition: "Center" })).toEqual({
      sport: "Basketball",
      sportPosition: "Center",
    });
    expect(nextSportAndPosition(current, { sport: "Basketball", position: "Center" })).toEqual({
      sport: "Basketball",
      sportPosition: "Center",
    });
  });

  it("refuses a position of another sport", () => {
    expect(nextSportAndPosition(current, { sport: "Basketball", sportPosition: "Goalkeeper" })).toEqual({
      error: messages.invalidPosition,
    });
    expect(nextSportAndPosition(current, { sportPosition: "Point Guard" })).toEqual({
      error: messages.invalidPosition,
    });
  });

  it("lets Other take any position text and a position be cleared", () => {
    expect(nextSportAndPosition(current, { sport: "Other", sportPosition: "Jockey" })).toEqual({
      sport: "Other",
      sportPosition: "Jockey",
    });
    expect(nextSportAndPosition(current, { sportPosition: null })).toEqual({ sport: "Soccer", sportPosition: null });
  });
});

describe("section forms", () => {
  it("requires every personal field", () => {
    expect(
      issue(PersonalDetailsForm.safeParse({ name: "", birthYear: 2000, gender: "male", role: "Athlete" })),
    ).toEqual(expect.objectContaining({ message: messages.nameAndEmailRequired, path: ["name"] }));
    expect(
      PersonalDetailsForm.safeParse({ name: "Sam", birthYear: "2000", gender: "male", role: "Athlete" }).success,
    ).toBe(true);
  });

  it("checks the position against the chosen sport", () => {
    expect(issue(SportDetailsForm.safeParse({ sport: "Tennis", sportPosition: "Center", yearsPlaying: "3" }))).toEqual(
      expect.objectContaining({ message: messages.invalidPosition, path: ["sportPosition"] }),
    );
    expect(SportDetailsForm.parse({ sport: "Tennis", sportPosition: "", yearsPlaying: "3" })).toEqual({
      sport: "Tennis",
      sportPosition: null,
      yearsPlaying: "3",
    });
  });
});

describe("mental performance profile", () => {
  const answers = {
    whyIPlaySport: "I love competing",
    journey: ["Started at 8"],
    goals: ["Make varsity"],
    currentMentalState: ["Nervous before games"],
    desiredMentalState: ["Calm and focused"],
    expectations: ["Daily routines"],
    customStatements: {},
  };

  it("misses all six answers before onboarding", () => {
    expect(missingMentalProfileAnswers(null)).toEqual([
      "whyIPlaySport",
      "journey",
      "goals",
      "currentMentalState",
      "desiredMentalState",
      "expectations",
    ]);
  });

  it("misses blank and empty answers only", () => {
    expect(missingMentalProfileAnswers(answers)).toEqual([]);
    expect(missingMentalProfileAnswers({ ...answers, whyIPlaySport: "  ", goals: [] })).toEqual([
      "whyIPlaySport",
      "goals",
    ]);
  });

  it("derives the age and labels years playing", () => {
    expect(ageFromBirthYear(2000, new Date("2026-06-01T00:00:00Z"))).toBe(26);
    expect(yearsPlayingLabel("0")).toBe("Less than 1 year");
    expect(yearsPlayingLabel("Less than 1")).toBe("Less than 1 year");
    expect(yearsPlayingLabel("1")).toBe("1 year");
    expect(yearsPlayingLabel("12")).toBe("12 years");
    expect(yearsPlayingLabel("More than 20")).toBe("More than 20 years");
  });
});

describe("change password", () => {
  const valid = { currentPassword: "old password", newPassword: "new password 1", confirmPassword: "new password 1" };

  it.each(["currentPassword", "newPassword", "confirmPassword"])("the form requires %s", (field) => {
    const result = ChangePasswordForm.safeParse({ ...valid, [field]: "" });
    expect(issue(result)).toEqual(expect.objectContaining({ message: messages.allFieldsRequired, path: [field] }));
  });

  it("needs matching new passwords of at least 8 characters", () => {
    expect(issue(ChangePasswordForm.safeParse({ ...valid, confirmPassword: "something else" }))).toEqual(
      expect.objectContaining({ message: messages.newPasswordsDoNotMatch, path: ["confirmPassword"] }),
    );
    expect(
      issue(ChangePasswordForm.safeParse({ ...valid, newPassword: "short12", confirmPassword: "short12" }))?.message,
    ).toBe(messages.newPasswordTooShort);
    expect(
      ChangePasswordForm.safeParse({ ...valid, newPassword: "exactly8", confirmPassword: "exactly8" }).success,
    ).toBe(true);
  });

  it("lets REST clients leave the confirmation out, but checks it when sent", () => {
    expect(ChangePasswordInput.parse({ currentPassword: "old", newPassword: "long enough" })).toEqual({
      currentPassword: "old",
      newPassword: "long enough",
    });
    expect(issue(ChangePasswordInput.safeParse({ ...valid, confirmPassword: "nope" }))?.message).toBe(
      messages.newPasswordsDoNotMatch,
    );
    expect(issue(ChangePasswordInput.safeParse({ newPassword: "long enough" }))?.message).toBe(
      messages.allFieldsRequired,
    );
  });
});
