import { describe, expect, it } from "vitest";
import { trustedHop } from "./request-info";
import { loggedPath } from "./request-log";

describe("trustedHop (TRUST_PROXY)", () => {
  it("takes the entry `hops` from the right, which our own proxies wrote", () => {
    expect(trustedHop("forged, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(trustedHop("forged, 203.0.113.9, 10.0.0.2", 2)).toBe("203.0.113.9");
    expect(trustedHop(" 203.0.113.9 ", 1)).toBe("203.0.113.9");
  });

  it("answers the left-most entry of a chain shorter than the hops, and nothing without trust or header", () => {
    expect(trustedHop("203.0.113.9", 3)).toBe("203.0.113.9");
    expect(trustedHop("forged, 203.0.113.9", 0)).toBeUndefined();
    expect(trustedHop(undefined, 1)).toBeUndefined();
    expect(trustedHop(" , ", 1)).toBeUndefined();
  });
});

describe("loggedPath", () => {
  it("redacts invitation codes and reset tokens, and keeps other paths", () => {
    expect(loggedPath("/api/invitations/verify/abc123")).toBe("/api/invitations/verify/[redacted]");
    expect(loggedPath("/api/invitations/use/abc123")).toBe("/api/invitations/use/[redacted]");
    expect(loggedPath("/reset-password/tok")).toBe("/reset-password/[redacted]");
    expect(loggedPath("/api/users/resetPassword/tok")).toBe("/api/users/resetPassword/[redacted]");
    expect(loggedPath("/api/invitations/4f1c/resend")).toBe("/api/invitations/4f1c/resend");
    expect(loggedPath("/dashboard")).toBe("/dashboard");
  });
});
