import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { CSRF_HEADER } from "../src/http/security";
import { registration, useTestApp } from "./support/test-app";

const t = useTestApp({}, { production: true });

describe("in production", () => {
  it("answers errors without stack traces", async () => {
    const response = await t.request("/trpc/auth.register", {
      method: "POST",
      headers: { "content-type": "application/json", [CSRF_HEADER]: "web" },
      body: JSON.stringify(superjson.serialize(registration({ email: "bad" }))),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain("stack");
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it("sends the security headers", async () => {
    const response = await t.request("/api/health");
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'self'; script-src 'self'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("x-request-id")).toMatch(/\S+/);
  });
});
