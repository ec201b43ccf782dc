import { messages } from "@onepercent/validators/messages/common";
import { describe, expect, it } from "vitest";
import { failureMessage, fieldMessages, firstErrorMessage, type ServerFailure } from "./form-errors";

const refusal = (data: ServerFailure["data"], message = "Please fill all required fields"): ServerFailure => ({
  message,
  data,
});

describe("the form-level message of a failed call", () => {
  it("is the server's own for a refusal or a domain error", () => {
    expect(failureMessage(refusal({ httpStatus: 400, appCode: null }), "Failed")).toBe(
      "Please fill all required fields",
    );
    expect(failureMessage(refusal({ httpStatus: 503, appCode: "UNAVAILABLE" }, "Mail is down"), "Failed")).toBe(
      "Mail is down",
    );
    // The database is away: the form says so and keeps what was typed (decision 025).
    const away = refusal({ httpStatus: 503, appCode: "DATABASE_UNAVAILABLE" }, messages.serverUnreachable);
    expect(failureMessage(away, "Failed")).toBe("We can't reach the server, your text is kept");
  });

  it("is the fallback for another server failure and when no answer came", () => {
    expect(failureMessage(refusal({ httpStatus: 500, appCode: null }, messages.internal), "Failed")).toBe("Failed");
    expect(failureMessage(refusal(null, ""), "Failed")).toBe("Failed");
    expect(failureMessage(null, "Failed")).toBe("Failed");
  });
});

describe("the field messages of a failed call", () => {
  it("are the first message of each named field, in the form's order", () => {
    const failure = refusal({
      httpStatus: 400,
      fieldErrors: { message: ["Message is required", "Too short"], subject: ["Subject is required"], extra: ["x"] },
    });
    expect(fieldMessages(failure, ["subject", "message"] as const)).toEqual([
      ["subject", "Subject is required"],
      ["message", "Message is required"],
    ]);
  });

  it("are none without field errors", () => {
    expect(fieldMessages(refusal({ httpStatus: 429 }), ["subject"] as const)).toEqual([]);
    expect(fieldMessages(null, ["subject"] as const)).toEqual([]);
  });
});

describe("a field's first error message", () => {
  it("is the field's own message, or the first of its items' for a list", () => {
    expect(firstErrorMessage({ type: "custom", message: "Your main goal is required" })).toBe(
      "Your main goal is required",
    );
    expect(firstErrorMessage([undefined, { type: "too_big", message: "Too long" }])).toBe("Too long");
  });

  it("is undefined without an error", () => {
    expect(firstErrorMessage(undefined)).toBeUndefined();
    expect(firstErrorMessage([undefined])).toBeUndefined();
  });
});
