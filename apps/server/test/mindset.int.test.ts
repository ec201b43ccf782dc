import { eq, mindsetProcesses, mindsets } from "@onepercent/db";
import { identityMessages, messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, signUp, useTestApp } from "./support/test-app";

const t = useTestApp();

const json = { accept: "application/json" };
const send = (method: "GET" | "PUT" | "POST", path: string, token?: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: {
      ...json,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? bearer(token).headers : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const SuggestionsAnswer = z.object({
  type: z.string(),
  source: z.string(),
  suggestions: z.array(z.string()),
  items: z.array(z.object({ text: z.string(), kind: z.string().optional() })),
});

const mindset = {
  oneWordFocus: "Calm",
  keysToKeepItSimple: ["One point at a time"],
  affirmations: ["I trust my training", ""],
  beliefs: ["Pressure is a privilege"],
  selfTalk: ["Next point."],
  bodyLanguage: ["Shoulders back"],
  identityStatement: { iHave: ["a plan"], iAm: ["I am calm", " "], iLove: ["the last set"], iGive: [] },
};
const empty = {
  oneWordFocus: "",
  keysToKeepItSimple: [],
  affirmations: [],
  beliefs: [],
  selfTalk: [],
  bodyLanguage: [],
  identityStatement: { iHave: [], iAm: [], iLove: [], iGive: [] },
};

describe("GET and PUT /api/mindset", () => {
  it("reads an empty mindset, saves it, reads it back; a partial PUT keeps the rest", async () => {
    const { token } = await signUp(t);
    const before = await send("GET", "/api/mindset", token);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual(empty);

    const saved = await send("PUT", "/api/mindset", token, mindset);
    expect(saved.status).toBe(200);
    const stored = {
      ...mindset,
      affirmations: ["I trust my training"],
      identityStatement: { iHave: ["a plan"], iAm: ["calm"], iLove: ["the last set"], iGive: [] },
    };
    expect(await saved.json()).toEqual({ success: true, message: messages.mindsetDataSaved, ...stored });
    expect(await (await send("GET", "/api/mindset", token)).json()).toEqual(stored);

    await send("PUT", "/api/mindset", token, { oneWordFocus: "Flow" });
    expect(await (await send("GET", "/api/mindset", token)).json()).toEqual({ ...stored, oneWordFocus: "Flow" });
  });

  it("answers 400 with the rule's message and changes nothing; 401 without a token", async () => {
    const { token, userId } = await signUp(t);
    await send("PUT", "/api/mindset", token, mindset);
    const rows = () => t.db.select().from(mindsets).where(eq(mindsets.userId, userId));
    const before = await rows();
    const long = await send("PUT", "/api/mindset", token, { oneWordFocus: "Extraordinarily1" });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ message: messages.mindsetWordTooLong });
    const many = await send("PUT", "/api/mindset", token, { selfTalk: ["1", "2", "3", "4", "5", "6"] });
    expect(many.status).toBe(400);
    expect(await many.json()).toEqual({ message: messages.mindsetTooManySelfTalk });
    const notList = await send("PUT", "/api/mindset", token, { affirmations: "I am ready" });
    expect(notList.status).toBe(400);
    expect(await notList.json()).toEqual({ message: messages.mindsetListInvalid });
    const sixIAm = await send("PUT", "/api/mindset", token, {
      identityStatement: { iAm: ["1", "2", "3", "4", "5", "6"] },
    });
    expect(sixIAm.status).toBe(400);
    expect(await sixIAm.json()).toEqual({ message: identityMessages.tooMany("iAm") });
    const notObject = await send("PUT", "/api/mindset", token, { identityStatement: "I am calm" });
    expect(notObject.status).toBe(400);
    expect(await notObject.json()).toEqual({ message: identityMessages.invalid });
    expect(await rows()).toEqual(before);

    expect((await send("GET", "/api/mindset")).status).toBe(401);
    expect((await send("PUT", "/api/mindset", undefined, mindset)).status).toBe(401);
  });

  it("keeps each user's mindset to themselves", async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    await send("PUT", "/api/mindset", first.token, mindset);
    expect(await (await send("GET", "/api/mindset", second.token)).json()).toEqual(empty);
  });
});

describe("GET and PUT /api/mindset/process", () => {
  it("round-trips the body language and answers it as mindsetProcess too", async () => {
    const { token, userId } = await signUp(t);
    expect(await (await send("GET", "/api/mindset/process", token)).json()).toEqual({ bodyLanguage: [] });
    const saved = await send("PUT", "/api/mindset/process", token, { bodyLanguage: [" Chin up ", ""] });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      success: true,
      bodyLanguage: ["Chin up"],
      mindsetProcess: { bodyLanguage: ["Chin up"] },
    });
    expect(await (await send("GET", "/api/mindset/process", token)).json()).toEqual({ bodyLanguage: ["Chin up"] });

    const many = await send("PUT", "/api/mindset/process", token, { bodyLanguage: ["1", "2", "3", "4", "5", "6"] });
    expect(many.status).toBe(400);
    expect(await many.json()).toEqual({ message: messages.mindsetTooManyBodyLanguage });
    const rows = await t.db.select().from(mindsetProcesses).where(eq(mindsetProcesses.userId, userId));
    expect(rows.map((row) => row.bodyLanguage)).toEqual([["Chin up"]]);

    expect((await send("GET", "/api/mindset/process")).status).toBe(401);
    expect((await send("PUT", "/api/mindset/process", undefined, { bodyLanguage: [] })).status).toBe(401);
  });
});

describe("POST /api/ai/process-suggestions", () => {
  it("answers suggestions for the type, leaving out current selections", async () => {
    const { token } = await signUp(t, { sport: "Volleyball" });
    const first = await send("POST", "/api/ai/process-suggestions", token, {
      type: "selfTalk",
      userData: { name: "Avery", sport: "Volleyball" },
      currentSelections: [],
    });
    expect(first.status).toBe(200);
    const answer = SuggestionsAnswer.parse(await first.json());
    expect(answer.type).toBe("selfTalk");
    expect(answer.source).toBe("built-in");
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(3);
    for (const item of answer.items) expect(["instructional", "motivational"]).toContain(item.kind);

    const taken = answer.suggestions[0];
    const second = await send("POST", "/api/ai/process-suggestions", token, {
      type: "selfTalk",
      currentSelections: [taken],
    });
    expect(SuggestionsAnswer.parse(await second.json()).suggestions).not.toContain(taken);
  });

  it("answers 400 for an unknown type and 401 without a token", async () => {
    const { token } = await signUp(t);
    const bad = await send("POST", "/api/ai/process-suggestions", token, { type: "mission" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: messages.mindsetSuggestionTypeInvalid });
    expect((await send("POST", "/api/ai/process-suggestions", undefined, { type: "affirmations" })).status).toBe(401);
  });
});
