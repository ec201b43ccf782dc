import { describe, expect, it } from "vitest";
import { messages } from "./messages/common";
import { birthYearOptions, LoginInput, RegisterForm, RegisterInput, YEARS_PLAYING_OPTIONS } from "./user";

const valid = {
  name: "Jordan Lee",
  email: " Jordan.Lee@Example.COM ",
  password: "correct horse",
  birthYear: 2008,
  gender: "female",
  role: "Athlete",
  sport: "Basketball",
  sportPosition: "Point Guard",
  yearsPlaying: "5",
};

const firstMessage = (input: unknown) => {
  const result = RegisterInput.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("RegisterInput", () => {
  it("accepts a valid payload and normalises the e-mail", () => {
    const parsed = RegisterInput.parse(valid);
    expect(parsed.email).toBe("jordan.lee@example.com");
    expect(parsed.sportPosition).toBe("Point Guard");
  });

  it.each(["name", "email", "password", "birthYear", "gender", "role", "sport", "yearsPlaying"])(
    "requires %s",
    (field) => {
      expect(firstMessage({ ...valid, [field]: undefined })).toBe(messages.requiredFields);
    },
  );

  it("rejects a malformed e-mail", () => {
    expect(firstMessage({ ...valid, email: "jordan@" })).toBe(messages.invalidEmail);
  });

  it("bounds the password to 8..256 characters", () => {
    expect(firstMessage({ ...valid, password: "short" })).toBe(messages.passwordTooShort);
    expect(firstMessage({ ...valid, password: "x".repeat(257) })).toBe(messages.passwordTooLong);
    expect(firstMessage({ ...valid, password: "x".repeat(256) })).toBeUndefined();
  });

  it("accepts birth years of the last 100 years only", () => {
    const year = new Date().getUTCFullYear();
    expect(firstMessage({ ...valid, birthYear: year - 100 })).toBeUndefined();
    expect(firstMessage({ ...valid, birthYear: String(year - 20) })).toBeUndefined();
    expect(firstMessage({ ...valid, birthYear: year - 101 })).toBe(messages.invalidBirthYear);
    expect(firstMessage({ ...valid, birthYear: year + 1 })).toBe(messages.invalidBirthYear);
    expect(birthYearOptions()).toHaveLength(101);
  });

  it.each([
    ["prefer-not-to-say", "prefer-not-to-say"],
    ["prefer_not_to_say", "prefer-not-to-say"],
    ["non_binary", "non_binary"],
    ["non-binary", "non_binary"],
  ])("takes gender %s in either spelling of the spec and keeps %s", (gender, stored) => {
    expect(RegisterInput.parse({ ...valid, gender }).gender).toBe(stored);
  });

  it("checks the enums", () => {
    expect(firstMessage({ ...valid, gender: "robot" })).toBe(messages.invalidGender);
    expect(firstMessage({ ...valid, role: "Fan" })).toBe(messages.invalidRole);
    expect(firstMessage({ ...valid, yearsPlaying: "21" })).toBe(messages.invalidYearsPlaying);
    expect(firstMessage({ ...valid, yearsPlaying: 7 })).toBeUndefined();
    expect(YEARS_PLAYING_OPTIONS).toHaveLength(22);
  });

  it("takes the sport from the catalogue and a position of that sport", () => {
    expect(firstMessage({ ...valid, sport: "Quidditch" })).toBe(messages.invalidSport);
    expect(firstMessage({ ...valid, sportPosition: "Goalkeeper" })).toBe(messages.invalidPosition);
    expect(firstMessage({ ...valid, sportPosition: "" })).toBeUndefined();
    expect(firstMessage({ ...valid, sport: "Other", sportPosition: "Jockey" })).toBeUndefined();
  });
});

describe("RegisterForm", () => {
  const form = { ...valid, confirmPassword: valid.password, agreeToTerms: true };
  const formMessage = (input: unknown) => {
    const result = RegisterForm.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it("needs matching passwords and the terms box", () => {
    expect(formMessage(form)).toBeUndefined();
    expect(formMessage({ ...form, confirmPassword: "something else" })).toBe(messages.passwordsDoNotMatch);
    expect(formMessage({ ...form, agreeToTerms: false })).toBe(messages.mustAgreeToTerms);
  });
});

describe("LoginInput", () => {
  it("normalises the e-mail and defaults remember me to false", () => {
    expect(LoginInput.parse({ email: "A@B.co", password: "x" })).toEqual({
      email: "a@b.co",
      password: "x",
      rememberMe: false,
    });
  });
});
