import { describe, expect, it } from "vitest";
import {
  type Box,
  datePositions,
  hasValues,
  labelledIndexes,
  linearScale,
  linePath,
  niceTicks,
  tableRows,
  valueScale,
} from "./chart-scale";

const box: Box = { width: 120, height: 60, pad: { left: 10, right: 10, top: 5, bottom: 5 } };

describe("linearScale", () => {
  it("maps the domain onto the range, also backwards", () => {
    const y = linearScale([0, 10], [100, 0]);
    expect([y(0), y(5), y(10)]).toEqual([100, 50, 0]);
  });
  it("puts every value in the middle of an empty domain", () => {
    expect(linearScale([3, 3], [0, 10])(3)).toBe(5);
  });
  it("puts the bottom of the domain at the plot's bottom edge", () => {
    const y = valueScale([1, 10], box);
    expect([y(1), y(10)]).toEqual([55, 5]);
  });
});

describe("datePositions", () => {
  it("runs a line from the left edge to the right edge", () => {
    expect(datePositions(3, "line", box)).toEqual([10, 60, 110]);
  });
  it("centres bars in equal slots", () => {
    expect(datePositions(2, "bar", box)).toEqual([35, 85]);
  });
  it("centres a single point", () => {
    expect(datePositions(1, "line", box)).toEqual([60]);
  });
});

describe("labelledIndexes", () => {
  it("labels the first, every fourth and the last of 12 weeks", () => {
    expect(labelledIndexes(12, 4)).toEqual([0, 4, 8, 11]);
  });
  it("drops a regular label that would crowd the last one", () => {
    expect(labelledIndexes(30, 7)).toEqual([0, 7, 14, 21, 29]);
  });
  it("handles no dates and one date", () => {
    expect(labelledIndexes(0, 7)).toEqual([]);
    expect(labelledIndexes(1, 7)).toEqual([0]);
  });
});

describe("niceTicks", () => {
  it("steps by 1, 2 or 5 times a power of ten", () => {
    expect(niceTicks(0, 30)).toEqual([0, 10, 20, 30]);
    expect(niceTicks(0, 7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0, 0.9)).toEqual([0, 0.5, 1]);
  });
  it("gives the one value of an empty range", () => {
    expect(niceTicks(0, 0)).toEqual([0]);
  });
});

describe("linePath", () => {
  it("skips missing values instead of drawing them as zero", () => {
    expect(linePath([1, null, 3], [0, 10, 20], (value) => value * 2)).toBe("M0.0,2.0 L20.0,6.0");
  });
  it("is empty without values", () => {
    expect(linePath([null, null], [0, 10], (value) => value)).toBe("");
  });
});

describe("tableRows", () => {
  const points = [
    { date: "2026-11-23", values: { minutes: 12, rounds: null } },
    { date: "2026-11-24", values: { minutes: null, rounds: null } },
  ];
  it("gives one row per date with each series' value or the empty text", () => {
    expect(tableRows(points, ["minutes", "rounds"], (date) => date.slice(5), String, "none")).toEqual([
      { date: "2026-11-23", label: "11-23", cells: ["12", "none"] },
      { date: "2026-11-24", label: "11-24", cells: ["none", "none"] },
    ]);
  });
  it("knows when there is nothing to draw", () => {
    expect(hasValues(points, ["minutes"])).toBe(true);
    expect(hasValues(points, ["rounds"])).toBe(false);
  });
});
