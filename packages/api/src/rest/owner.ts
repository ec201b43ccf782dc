import { AppError, messages } from "@onepercent/validators";
import { notFound } from "../errors";
import type { OwnerRule, RestRequest } from "./types";

/** The `userId` field of a body that is an object, if it has one. */
function bodyUserId(body: unknown): unknown {
  return typeof body === "object" && body !== null && "userId" in body ? body.userId : undefined;
}

/**
 * The legacy paths name the user in the path or the body; only the caller's own id is accepted,
 * any other answers like a missing user (404), so a caller learns nothing of other accounts.
 * This is the one place that reads a legacy userId: procedures always act on the caller.
 */
export function checkOwner(rule: OwnerRule, request: RestRequest, callerId: string): void {
  const value = rule.from === "params" ? request.params.userId : bodyUserId(request.body);
  const given = typeof value === "string" ? value.trim() : value;
  if (given === undefined || given === null || given === "") {
    if (rule.required) throw new AppError("BAD_INPUT", messages.requiredFields);
    return;
  }
  if (typeof given !== "string") throw new AppError("BAD_INPUT", messages.requiredFields);
  if (given !== callerId) throw notFound();
}
