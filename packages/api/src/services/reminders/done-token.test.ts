import { signClaims } from "@onepercent/auth";
import { describe, expect, it } from "vitest";
import { DONE_TOKEN_LIFETIME_MS, signDoneToken, verifyDoneToken } from "./done-token";

const KEY = "unit-test-signing-key-0123456789abcdef";
const now = new Date("2026-03-29T06:30:00.000Z");
const claim = {
  userId: "7f0c2a4e-1b7d-4c55-9d3e-2f6a8b1c0d11",
  actionId: "1e2d3c4b-5a69-4788-a9ba-cbdcedfe0f12",
  date: "2026-03-29",
};
const later = (ms: number) => new Date(now.getTime() + ms);

describe("the reminder's Done token", () => {
  const token = signDoneToken(KEY, claim, now);

  it("names the user, the habit and the date for 48 hours", () => {
    expect(verifyDoneToken(KEY, token, now)).toEqual(claim);
    expect(verifyDoneToken(KEY, token, later(DONE_TOKEN_LIFETIME_MS - 1000))).toEqual(claim);
  });

  it("is refused once 48 hours have passed", () => {
    expect(verifyDoneToken(KEY, token, later(DONE_TOKEN_LIFETIME_MS))).toBeNull();
  });

  it("is refused with another key, changed, or malformed", () => {
    expect(verifyDoneToken(`${KEY}-other`, token, now)).toBeNull();
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...claim, userId: "00000000-0000-4000-8000-000000000000", exp: 9e9 }),
    ).toString("base64url");
    expect(verifyDoneToken(KEY, `${forged}.${signature}`, now)).toBeNull();
    expect(verifyDoneToken(KEY, `${payload}.${signature?.slice(1)}`, now)).toBeNull();
    expect(verifyDoneToken(KEY, `${token}.extra`, now)).toBeNull();
    expect(verifyDoneToken(KEY, "", now)).toBeNull();
    expect(verifyDoneToken(KEY, "not a token", now)).toBeNull();
  });

  it("is not accepted where another signed token of the same key is", () => {
    const other = signClaims({ ...claim, exp: Math.floor(now.getTime() / 1000) + 600 }, KEY);
    expect(verifyDoneToken(KEY, other, now)).toBeNull();
  });
});
