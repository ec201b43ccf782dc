import { describe, expect, it } from "vitest";
import { shownColumns } from "./athlete-columns";
import type { AthleteRow } from "./types";

const now = new Date("2026-11-29T12:00:00Z");
const row = (extra: Partial<AthleteRow> = {}): AthleteRow => ({
  athleteId: "a",
  name: "Jordan Lee",
  joinedAt: now,
  flags: [],
  ...extra,
});
const usage = { lastActiveAt: now, signInsThisWeek: 2 };
const habits = { habits: 3, completionThisWeek: 80, bestCurrentStreak: 4 };
const keys = (rows: AthleteRow[]) => shownColumns(rows, now).map((column) => column.key);

describe("the team table's columns", () => {
  it("show a column only when some athlete shares its area", () => {
    expect(keys([row({ usage }), row()])).toEqual(["lastActive"]);
    expect(keys([row({ usage }), row({ habits })])).toEqual(["lastActive", "habits"]);
  });

  it("have no column at all when nobody shares anything", () => {
    expect(keys([row(), row()])).toEqual([]);
  });

  it("leave the cell of an area the athlete does not share empty (undefined), not a dash or a zero", () => {
    const [lastActive, habitsColumn] = shownColumns([row({ usage }), row({ habits })], now);
    expect(lastActive?.cell(row({ habits }), now)).toBeUndefined();
    expect(habitsColumn?.cell(row({ usage }), now)).toBeUndefined();
    expect(habitsColumn?.cell(row({ habits }), now)).toBeDefined();
  });
});
