import { IDENTITY_KEYS, identitySentence, SPORTS, withoutStem } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { type CoachProfile, IdentitySuggestions } from "../types";
import { createBuiltInCoach } from ".";
import { builtInIdentitySuggestions } from "./identity";

const setter: CoachProfile = { sport: "Volleyball", position: "Setter", role: "Athlete", yearsPlaying: "6" };

describe("built-in coach: identity statement", () => {
  it("offers 3 to 5 distinct endings per stem, never with the stem, for every sport, role and experience", () => {
    for (const sport of [...SPORTS, "Other", ""]) {
      for (const role of ["Athlete", "Parent", "Coach"] as const) {
        for (const yearsPlaying of ["Less than 1", "3", "More than 20"]) {
          const value = builtInIdentitySuggestions({ sport, role, yearsPlaying, position: "Goalkeeper" }, {});
          expect(IdentitySuggestions.parse(value)).toEqual(value);
          for (const key of IDENTITY_KEYS) {
            expect(new Set(value[key].map((item) => item.toLowerCase())).size).toBe(value[key].length);
            for (const item of value[key]) expect(withoutStem(key, item)).toBe(item);
          }
        }
      }
    }
  });

  it("speaks of the athlete's sport, position, experience and reason to play", () => {
    const value = builtInIdentitySuggestions(setter, { whyIPlaySport: "I love the pressure of the last set." });
    expect(value.iLove[0]).toBe("the pressure of the last set");
    expect(value.iLove).toContain("the challenge of serving at set point");
    expect(value.iLove).toContain("being part of this team");
    expect(value.iAm).toContain("a setter my team can count on");
    expect(value.iAm).toContain("the voice that keeps my team organised");
    expect(value.iHave).toContain("6 years of volleyball behind me");
    expect(value.iGive[0]).toBe("full effort on every point");
    expect(identitySentence("iAm", "a setter my team can count on")).toBe("I am a setter my team can count on.");

    const swimmer = builtInIdentitySuggestions(
      { sport: "Swimming", position: "Open Water", role: "Athlete", yearsPlaying: "Less than 1" },
      { whyIPlaySport: "Because the water is where I feel calm." },
    );
    expect(swimmer.iLove[0]).toBe("swimming because the water is where I feel calm");
    expect(swimmer.iLove).toContain("chasing my own best");
    expect(swimmer.iAm).toContain("at my best when the meet begins");
    expect(swimmer.iAm.join(" ")).not.toContain("open water my team");
    expect(swimmer.iHave).toContain("everything I need to learn and grow");
    expect(swimmer.iGive[0]).toBe("full effort on every length");
    expect(swimmer.iGive).not.toContain("energy and encouragement to my teammates");
  });

  it("puts what the onboarding answers speak about first", () => {
    const plain = builtInIdentitySuggestions(setter, {});
    expect(plain.iAm[0]).toBe("a setter my team can count on");
    expect(plain.iHave[0]).toBe("put in the work to be ready for every match");
    const nervous = builtInIdentitySuggestions(setter, { currentMentalState: ["I get nervous before big matches"] });
    expect(nervous.iAm[0]).toBe("calm in moments like serving at set point");
    expect(nervous.iHave[0]).toBe("a pre-match routine I trust");
  });

  it("writes for a parent and a coach in their own voice", () => {
    const parent = builtInIdentitySuggestions({ ...setter, role: "Parent" }, {});
    const coach = builtInIdentitySuggestions({ ...setter, role: "Coach" }, {});
    expect(parent.iAm[0]).toBe("a calm, encouraging presence for my athlete");
    expect(parent.iGive[0]).toBe("unconditional support, win or lose");
    expect(coach.iAm[0]).toBe("a coach who builds confident, resilient athletes");
    expect(coach.iHave[0]).toBe("athletes who trust me to lead them");
  });

  it("is part of the coach's mindset suggestions, anonymous callers included", async () => {
    const { value } = await createBuiltInCoach().mindsetSuggestions({ responses: {} });
    expect(value.identityStatement.iAm[0]).toBe("an athlete who competes with courage");
  });
});
