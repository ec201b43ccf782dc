import { describe, expect, it } from "vitest";
import { guardDecision } from "./signed-in-guard";

const ada = { id: "user-ada", name: "Ada" };
const bob = { id: "user-bob", name: "Bob" };

describe("guardDecision", () => {
  it("goes on as the user the server answered, whatever this page knew before", () => {
    expect(guardDecision({ answered: ada }, null)).toEqual({ proceed: ada });
    expect(guardDecision({ answered: ada }, bob)).toEqual({ proceed: ada });
  });

  it("sends a visitor the server does not know to sign in, even with a user known before", () => {
    expect(guardDecision({ answered: null }, ada)).toEqual({ signIn: true });
    expect(guardDecision({ answered: null }, undefined)).toEqual({ signIn: true });
  });

  it("treats a 401 as signed out, never as offline", () => {
    expect(guardDecision({ failedWith: 401 }, ada)).toEqual({ signIn: true });
    expect(guardDecision({ failedWith: 401 }, null)).toEqual({ signIn: true });
  });

  it("goes on as the last known user when the server cannot be reached at all", () => {
    expect(guardDecision({ failedWith: null }, ada)).toEqual({ proceed: ada });
  });

  it("fails as before when nothing answered and no user is known", () => {
    expect(guardDecision({ failedWith: null }, null)).toEqual({ fail: true });
    expect(guardDecision({ failedWith: null }, undefined)).toEqual({ fail: true });
  });

  it("fails as before when the server answered with another error", () => {
    expect(guardDecision({ failedWith: 500 }, ada)).toEqual({ fail: true });
    expect(guardDecision({ failedWith: 403 }, ada)).toEqual({ fail: true });
  });
});
