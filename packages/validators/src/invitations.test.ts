import { describe, expect, it } from "vitest";
import { invitationPath } from "./invitation-link";
import { CreateInvitationInput, formatAdminDate } from "./invitations";
import { messages } from "./messages/common";
import { RegisterInput } from "./user";

const firstMessage = (input: unknown) => {
  const result = CreateInvitationInput.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the invitation form", () => {
  it("needs a name and an e-mail address, and normalises them", () => {
    expect(firstMessage({ name: "  ", email: "a@b.test" })).toBe(messages.invitationNameRequired);
    expect(firstMessage({ email: "a@b.test" })).toBe(messages.invitationNameRequired);
    expect(firstMessage({ name: "Jo", email: "" })).toBe(messages.invitationEmailRequired);
    expect(firstMessage({ name: "Jo" })).toBe(messages.invitationEmailRequired);
    expect(firstMessage({ name: "Jo", email: "not-an-email" })).toBe(messages.invalidEmail);
    expect(CreateInvitationInput.parse({ name: " Jo Park ", email: " Jo@Club.TEST " })).toEqual({
      name: "Jo Park",
      email: "jo@club.test",
    });
  });
});

describe("invitation links", () => {
  it("open the registration page with the code parameter", () => {
    expect(invitationPath("abc_DEF-123")).toBe("/register?code=abc_DEF-123");
    expect(invitationPath("a b")).toBe("/register?code=a%20b");
  });

  it("reach registration as an optional invitationCode", () => {
    const payload = {
      name: "Ana",
      email: "ana@example.test",
      password: "long enough",
      birthYear: 2005,
      gender: "female",
      role: "Athlete",
      sport: "Golf",
      yearsPlaying: "3",
    };
    expect(RegisterInput.parse(payload).invitationCode).toBeUndefined();
    expect(RegisterInput.parse({ ...payload, invitationCode: "" }).invitationCode).toBeUndefined();
    expect(RegisterInput.parse({ ...payload, invitationCode: " abc " }).invitationCode).toBe("abc");
  });
});

describe("admin dates", () => {
  it('read "MMM d, yyyy"', () => {
    expect(formatAdminDate(new Date(2026, 10, 3, 12))).toBe("Nov 3, 2026");
  });
});
