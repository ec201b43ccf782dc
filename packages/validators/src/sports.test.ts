import { describe, expect, it } from "vitest";
import { CATALOGUE_SPORTS, defaultPositionOf, isPositionOf, isSport, positionsOf, SPORTS } from "./sports";

describe("sports catalogue", () => {
  it("lists every sport of the spec plus Other", () => {
    for (const sport of ["Basketball", "Soccer", "Track and Field", "Water Polo", "Wrestling"]) {
      expect(SPORTS).toContain(sport);
    }
    expect(SPORTS.at(-1)).toBe("Other");
    expect(CATALOGUE_SPORTS).toHaveLength(25);
  });

  it("gives every catalogue sport positions and a default among them", () => {
    for (const sport of CATALOGUE_SPORTS) {
      const positions = positionsOf(sport);
      expect(positions.length, sport).toBeGreaterThan(0);
      expect(positions).toContain(defaultPositionOf(sport));
      expect(new Set(positions).size, `${sport} has duplicate positions`).toBe(positions.length);
    }
  });

  it("knows Basketball's positions from the spec", () => {
    expect(positionsOf("Basketball")).toEqual([
      "Point Guard",
      "Shooting Guard",
      "Small Forward",
      "Power Forward",
      "Center",
    ]);
  });

  it("accepts a position only for its own sport", () => {
    expect(isPositionOf("Soccer", "Goalkeeper")).toBe(true);
    expect(isPositionOf("Soccer", "Point Guard")).toBe(false);
    expect(isPositionOf("Other", "Jockey")).toBe(true);
    expect(isPositionOf("Other", "  ")).toBe(false);
  });

  it("rejects unknown sports and inherited object keys", () => {
    expect(isSport("Quidditch")).toBe(false);
    expect(isSport("toString")).toBe(false);
    expect(positionsOf("toString")).toEqual([]);
    expect(defaultPositionOf("Other")).toBeUndefined();
  });
});
