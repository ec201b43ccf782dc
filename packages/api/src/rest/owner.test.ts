import { AppError, messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { checkOwner } from "./owner";

const caller = "6f1c2f4e-2b8a-4a53-9c1e-0d6d1f3a7b21";
const request = (params: Record<string, string>, body: unknown = {}) => ({ params, query: {}, body });
const failure = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, message: error.message } : error;
  }
  return null;
};

describe("checkOwner: a legacy userId must name the caller", () => {
  it("accepts the caller's own id in the path or the body (trimmed)", () => {
    expect(failure(() => checkOwner({ from: "params" }, request({ userId: caller }), caller))).toBeNull();
    expect(failure(() => checkOwner({ from: "body" }, request({}, { userId: ` ${caller} ` }), caller))).toBeNull();
  });

  it("answers another id, or one that is not an id, like a missing user", () => {
    const other = "00000000-0000-4000-8000-000000000000";
    expect(failure(() => checkOwner({ from: "params" }, request({ userId: other }), caller))).toEqual({
      code: "NOT_FOUND",
      message: messages.notFound,
    });
    expect(failure(() => checkOwner({ from: "body" }, request({}, { userId: "not-an-id" }), caller))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("lets an optional one be left out, and refuses a missing or malformed required one", () => {
    expect(failure(() => checkOwner({ from: "body" }, request({}, {}), caller))).toBeNull();
    const missing = { code: "BAD_INPUT", message: messages.requiredFields };
    expect(failure(() => checkOwner({ from: "body", required: true }, request({}, {}), caller))).toEqual(missing);
    expect(failure(() => checkOwner({ from: "body", required: true }, request({}, { userId: "  " }), caller))).toEqual(
      missing,
    );
    expect(failure(() => checkOwner({ from: "body", required: true }, request({}, { userId: 42 }), caller))).toEqual(
      missing,
    );
  });
});
