import { restRoutes } from "@onepercent/api/rest";
import { eq, users } from "@onepercent/db";
import { aiMessages, chatMessages, IMAGERY_DEFAULT_KEYS, messages } from "@onepercent/validators";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CSRF_HEADER } from "../src/http/security";
import { bearer, jsonOf, restCalls, signUp, useTestApp } from "./support/test-app";

const t = useTestApp({ AI_CALLS_PER_USER_PER_HOUR: "4" });
const { send } = restCalls(t);
const MISSING = "00000000-0000-4000-8000-000000000000";
const settings = { voice: "energetic", background: "ambient", pace: "fast", duration: 4 };
const Id = z.object({ id: z.string(), _id: z.string() });

describe("the AI tools' REST paths", () => {
  it("are all in the table, with the spec's fallbacks", () => {
    const ai = restRoutes.filter((route) => /\/ai\/|audio-files|mental-imagery/.test(route.path));
    expect(ai.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      [
        "GET /api/ai/audio",
        "GET /api/users/audio-files",
        "POST /api/ai/audio/script",
        "DELETE /api/ai/audio/:id",
        "POST /api/ai/generate-script",
        "POST /api/ai/mindset-script",
        "POST /api/ai/ask-coach",
        "POST /api/ai/save-conversation",
        "GET /api/ai/mental-imagery",
        "GET /api/users/mental-imagery",
        "POST /api/ai/mental-imagery",
        "DELETE /api/ai/mental-imagery/:id",
        "POST /api/ai/generate-mental-imagery",
        "POST /ai/generate-audio",
        // Older AI paths of other areas.
        "POST /ai/generate-mvp-suggestions",
        "POST /ai/generate-mindset-suggestions",
        "POST /api/ai/goal-suggestions",
        "POST /api/ai/process-suggestions",
      ].sort(),
    );
  });

  it("save, list (with the fallback) and delete visualizations", async () => {
    const { token } = await signUp(t);
    const saved = Id.parse(
      await jsonOf(
        await send("POST", "/api/ai/audio/script", token, { title: "Serve", text: "Toss high.", settings }),
        201,
      ),
    );
    for (const path of ["/api/ai/audio", "/api/users/audio-files"]) {
      expect(await jsonOf(await send("GET", path, token))).toEqual([
        expect.objectContaining({ _id: saved.id, title: "Serve", script: "Toss high.", kind: "script", settings }),
      ]);
    }
    expect(await jsonOf(await send("POST", "/api/ai/audio/script", token, { text: "No title" }), 400)).toEqual({
      message: aiMessages.visualizationTitleRequired,
    });
    expect(await jsonOf(await send("DELETE", `/api/ai/audio/${saved.id}`, token))).toEqual({
      message: aiMessages.deleted,
      _id: saved.id,
      id: saved.id,
    });
    expect(await jsonOf(await send("DELETE", `/api/ai/audio/${saved.id}`, token), 404)).toEqual({
      message: messages.notFound,
    });
  });

  it("generate a visualization script from userData where given, else the caller's own mindset (and its fallback path)", async () => {
    const { token } = await signUp(t);
    // Blank or malformed userData fields are not given: nothing saved yet, so the spec's message.
    const unusable = { mission: 42, vision: { text: "x" }, affirmations: ["", "  "], selfTalk: null };
    for (const path of ["/api/ai/generate-script", "/api/ai/mindset-script"]) {
      expect(await jsonOf(await send("POST", path, token, { settings, userData: unusable }), 400)).toEqual({
        message: aiMessages.needsMindset,
      });
    }
    // A new athlete who sends mission and affirmations in userData gets a script from them.
    const userData = {
      mission: "Lift my team every day",
      affirmations: ["I trust my first step"],
      beliefs: "Effort wins",
    };
    for (const path of ["/api/ai/generate-script", "/api/ai/mindset-script"]) {
      const answer = z
        .object({ script: z.string(), content: z.string(), source: z.literal("built-in") })
        .parse(await jsonOf(await send("POST", path, token, { settings, userData })));
      expect(answer.script).toContain("I trust my first step");
      expect(answer.content).toBe(answer.script);
    }
    await send("PUT", "/api/mindset", token, { affirmations: ["I am ready for every serve"] });
    const saved = await jsonOf(await send("POST", "/api/ai/mindset-script", token, { settings }));
    expect(saved).toEqual({
      script: expect.stringContaining("I am ready for every serve"),
      content: expect.any(String),
      source: "built-in",
    });
  });

  it("ask the coach and save the conversation", async () => {
    const { token } = await signUp(t);
    const answer = await jsonOf(
      await send("POST", "/api/ai/ask-coach", token, { question: "How do I sleep before a final?" }),
    );
    expect(answer).toEqual({ answer: expect.any(String), source: "built-in" });
    expect(await jsonOf(await send("POST", "/api/ai/ask-coach", token, {}), 400)).toEqual({
      message: chatMessages.questionRequired,
    });
    const conversation = [
      { role: "user", content: "How do I sleep before a final?" },
      { role: "coach", content: z.object({ answer: z.string() }).parse(answer).answer },
    ];
    expect(await jsonOf(await send("POST", "/api/ai/save-conversation", token, { conversation }), 201)).toEqual({
      id: expect.any(String),
      message: chatMessages.saved,
    });
    expect(await jsonOf(await send("POST", "/api/ai/save-conversation", token, { conversation: [] }), 400)).toEqual({
      message: chatMessages.nothingToSave,
    });
  });

  it("generate, save, list and delete mental imagery; the imagery screen's profile path answers", async () => {
    const { token, userId } = await signUp(t, { sport: "Basketball", sportPosition: "Point Guard" });
    expect(await jsonOf(await send("GET", "/users/profile", token))).toMatchObject({ sport: "Basketball" });
    const body = {
      name: "Jo",
      sport: "Basketball",
      position: "Point Guard",
      keys: [...IMAGERY_DEFAULT_KEYS],
      birthYear: 2006,
    };
    const generated = z
      .object({ script: z.string(), source: z.string() })
      .parse(await jsonOf(await send("POST", "/api/ai/generate-mental-imagery", token, body)));
    expect(generated.script).toMatch(/point guard/i);
    const saved = Id.parse(
      await jsonOf(
        await send("POST", "/api/ai/mental-imagery", token, { title: "Final", script: generated.script }),
        201,
      ),
    );
    for (const path of ["/api/ai/mental-imagery", "/api/users/mental-imagery"]) {
      expect(await jsonOf(await send("GET", path, token))).toEqual([
        expect.objectContaining({ _id: saved.id, title: "Final", audioUrl: null }),
      ]);
    }
    const foreign = { title: "T", script: "S", audioUrl: `/api/ai/files/${MISSING}` };
    expect(await jsonOf(await send("POST", "/api/ai/mental-imagery", token, foreign), 404)).toEqual({
      message: aiMessages.audioNotFound,
    });
    // An external client that keeps its audio elsewhere saves it, and reads the address back as sent.
    const audioUrl = "https://media.example.test/imagery/final.mp3";
    const external = z
      .object({ id: z.string(), audioUrl: z.string() })
      .loose()
      .parse(
        await jsonOf(
          await send("POST", "/api/ai/mental-imagery", token, {
            title: "Elsewhere",
            script: "S",
            audioUrl,
            settings: {},
          }),
          201,
        ),
      );
    expect(external.audioUrl).toBe(audioUrl);
    expect(await jsonOf(await send("GET", "/api/ai/mental-imagery", token))).toContainEqual(
      expect.objectContaining({ _id: external.id, audioUrl }),
    );
    expect(
      await jsonOf(
        await send("POST", "/api/ai/mental-imagery", token, { title: "T", script: "S", audioUrl: "javascript:x" }),
        400,
      ),
    ).toEqual({ message: aiMessages.audioUrlInvalid });
    await send("DELETE", `/api/ai/mental-imagery/${external.id}`, token);
    expect(await jsonOf(await send("DELETE", `/api/ai/mental-imagery/${saved.id}`, token))).toEqual({
      message: aiMessages.imageryDeleted,
      _id: saved.id,
      id: saved.id,
    });
    await t.db.update(users).set({ sport: "", sportPosition: null }).where(eq(users.id, userId));
    expect(await jsonOf(await send("POST", "/api/ai/generate-mental-imagery", token, {}), 400)).toEqual({
      message: aiMessages.sportRequired,
    });
    await t.db.update(users).set({ sport: "Tennis" }).where(eq(users.id, userId));
    expect(await jsonOf(await send("POST", "/api/ai/generate-mental-imagery", token, {}), 400)).toEqual({
      message: aiMessages.positionRequired,
    });
  });
});

describe("the AI calls quota in a tRPC batch", () => {
  it("lets exactly the hour's calls through when they come in one batch", async () => {
    const { token } = await signUp(t);
    const calls = 6;
    const input = superjson.serialize({ question: "Confidence before a game?" });
    const body = Object.fromEntries(Array.from({ length: calls }, (_, index) => [String(index), input]));
    const response = await t.request(`/trpc/${Array(calls).fill("ai.coach.answer").join(",")}?batch=1`, {
      method: "POST",
      headers: { ...bearer(token).headers, "content-type": "application/json", [CSRF_HEADER]: "web" },
      body: JSON.stringify(body),
    });
    const results = z.array(z.record(z.string(), z.unknown())).parse(await response.json());
    expect(results.filter((result) => "result" in result)).toHaveLength(4);
    const refused = results.filter((result) => "error" in result);
    expect(refused).toHaveLength(2);
    expect(JSON.stringify(refused)).toContain(aiMessages.aiCallsUsed);
    expect(response.headers.get("retry-after")).not.toBeNull();
  });
});
