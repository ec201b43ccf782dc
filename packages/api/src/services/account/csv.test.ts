import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("csvField", () => {
  it("leaves plain text alone and quotes commas, quotes and line breaks", () => {
    expect(csvField("calm")).toBe("calm");
    expect(csvField("fast, calm")).toBe('"fast, calm"');
    expect(csvField('said "go"')).toBe('"said ""go"""');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
  });

  it("writes empty for null, ISO for dates, lists joined and objects as JSON", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(new Date("2026-03-01T10:00:00.000Z"))).toBe("2026-03-01T10:00:00.000Z");
    expect(csvField(["a", "b"])).toBe("a; b");
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvField(7)).toBe("7");
    expect(csvField(-3)).toBe("-3");
  });

  it("keeps a formula-looking text as text", () => {
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField("-5 push-ups")).toBe("'-5 push-ups");
  });
});

describe("toCsv", () => {
  it("writes the header and the rows with CRLF line ends", () => {
    expect(toCsv(["a", "b"], [["1", "x,y"]])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
