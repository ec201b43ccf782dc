import { googleMessages } from "@onepercent/validators/messages/google";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../src/config/config";
import { dataOf, errorOf, trpcCalls, useTestApp } from "./support/test-app";

const rest = {
  name: "Jordan Lee",
  role: "Athlete",
  birthYear: 2005,
  gender: "male",
  sport: "Basketball",
  yearsPlaying: "8",
  agreeToTerms: true,
};

describe("without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET", () => {
  // Only the id: Google sign-in needs both.
  const t = useTestApp({ GOOGLE_CLIENT_ID: "half-configured" });
  const { mutate, query } = trpcCalls(t);

  it("the routes answer 404, also to a browser navigation, and Google is not offered", async () => {
    for (const path of ["/auth/google", "/auth/google/callback?code=a&state=b"]) {
      const response = await t.request(path, { headers: { accept: "text/html" } });
      expect(response.status, path).toBe(404);
    }
    expect(await dataOf(await query("google.enabled"))).toEqual({ enabled: false });
    expect(await dataOf(await query("google.pendingSignup"))).toBeNull();
    expect((await mutate("google.completeSignup", rest)).status).toBe(404);
  });
});

describe("a provider that cannot be reached", () => {
  // A port nothing listens on: discovery fails.
  const t = useTestApp({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", GOOGLE_ISSUER: "http://127.0.0.1:9" });
  const { mutate } = trpcCalls(t);

  it("sends the browser back to the sign-in page with the spec's error, never a 500, each time", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await t.request("/auth/google", { headers: { accept: "text/html" } });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/login?error=google_auth_failed");
    }
    const expired = await mutate("google.completeSignup", rest);
    expect((await errorOf(expired)).message).toBe(googleMessages.signupExpired);
  });
});

describe("GOOGLE_ISSUER", () => {
  it("is Google by default and must be https, except for a provider on this machine", () => {
    expect(parseEnv({}).GOOGLE_ISSUER).toBe("https://accounts.google.com");
    expect(parseEnv({ GOOGLE_ISSUER: "http://localhost:8080" }).GOOGLE_ISSUER).toBe("http://localhost:8080");
    expect(() => parseEnv({ GOOGLE_ISSUER: "http://issuer.example" })).toThrow(/GOOGLE_ISSUER/);
  });
});
