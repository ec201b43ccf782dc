import { AppError, messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { DATABASE_RETRY_AFTER_SECONDS } from "../errors";
import { restError } from "./run";

/** A query that failed because PostgreSQL was away, as drizzle wraps the driver's error. */
const failedQuery = (driverError: Error) => new Error("Failed query: select 1", { cause: driverError });

describe("restError", () => {
  it.each([
    ["refused", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["starting up", Object.assign(new Error("the database system is starting up"), { code: "57P03" })],
    ["closed", Object.assign(new Error("write CONNECTION_CLOSED"), { code: "CONNECTION_CLOSED" })],
  ])(
    "answers a database connection %s with 503 and Retry-After, like a procedure, and nothing for the error log",
    (_, cause) => {
      for (const error of [cause, failedQuery(cause)]) {
        expect(restError(error)).toEqual({
          status: 503,
          body: { message: messages.serverUnreachable },
          headers: { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) },
        });
      }
    },
  );

  it("answers any other error with 500 and keeps it for the log", () => {
    const bug = new TypeError("undefined is not a function");
    expect(restError(bug)).toEqual({ status: 500, body: { message: messages.internal }, headers: {}, failure: bug });
  });

  it("answers a domain error with its status", () => {
    expect(restError(new AppError("BAD_INPUT", "No."))).toMatchObject({ status: 400, body: { message: "No." } });
  });
});
