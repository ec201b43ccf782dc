import { describe, expect, it } from "vitest";
import { IdInput, isId } from "./ids";
import { messages } from "./messages/common";

describe("ids", () => {
  it("tells a record's id from any other text", () => {
    expect(isId("0b7c2f4e-7a47-4f0e-9a55-2f0f6d3c1e11")).toBe(true);
    for (const text of [
      "",
      "not-an-id",
      "0b7c2f4e-7a47-4f0e-9a55-2f0f6d3c1e1",
      "0b7c2f4e 7a47 4f0e 9a55 2f0f6d3c1e11",
    ]) {
      expect(isId(text)).toBe(false);
    }
  });

  it("takes any text as an id a caller names (a malformed one is a missing record, not bad input)", () => {
    expect(IdInput.parse({ id: " not-an-id " })).toEqual({ id: "not-an-id" });
    const missing = IdInput.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(messages.notFound);
  });
});
