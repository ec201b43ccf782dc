import type { SpeechProvider } from "@onepercent/ai";
import { aiFiles, eq, mvps } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { aiFileUrl, aiMessages, IMAGERY_DEFAULT_KEYS, IMAGERY_DEFAULT_NAME } from "@onepercent/validators";
import { parseBuffer } from "music-metadata";
import { describe, expect, it } from "vitest";
import type { Context } from "../context";
import { refusal, testCallers } from "../testing";
import { testAi } from "../testing/ai";

const database = useTestDatabase();
const { callerFor, athlete: makeAthlete } = testCallers(database);
const { ai, files } = testAi();

async function athlete(overrides: Parameters<typeof makeAthlete>[0] = {}, extra: Partial<Context> = {}) {
  const { id } = await makeAthlete(overrides);
  return { id, caller: await callerFor(id, { ai, ...extra }) };
}

const settings = { voice: "calm", background: "none", pace: "medium", duration: 5 } as const;

describe("visualization scripts", () => {
  it("refuses Generate Mindset Script until the athlete has a mission, vision, affirmation, self-talk or belief", async () => {
    const { caller } = await athlete();
    expect(await refusal(caller.ai.visualization.generateScript({ settings }))).toEqual({
      code: "BAD_REQUEST",
      message: aiMessages.needsMindset,
    });
    // Blank or malformed userData fields are not given: the rule applies to the saved data.
    const blank = caller.ai.visualization.generateScript({
      settings,
      userData: { mission: "  ", affirmations: [""], selfTalk: [] },
    });
    expect(await refusal(blank)).toMatchObject({ message: aiMessages.needsMindset });
    await caller.mindset.save({ oneWordFocus: "Calm", keysToKeepItSimple: ["Eyes up"] });
    expect(await refusal(caller.ai.visualization.generateScript({ settings }))).toMatchObject({
      message: aiMessages.needsMindset,
    });
  });

  it("takes the request's userData where given and the saved MVP and mindset where not, field by field", async () => {
    const { caller } = await athlete({ name: "Rae Park" });
    const userData = { mission: "Lift my team every day", affirmations: "I trust my first step" };
    // A new athlete with nothing saved: the request's userData is enough.
    const fromRequest = await caller.ai.visualization.generateScript({ settings, userData });
    expect(fromRequest.script).toContain("I trust my first step");
    expect(fromRequest.script).toContain("Rae Park");
    // Saved affirmations give way to the request's; the saved name stays where userData has none.
    await caller.mindset.save({ affirmations: ["I am ready"] });
    const merged = await caller.ai.visualization.generateScript({
      settings,
      userData: { affirmations: ["I see it, I do it"] },
    });
    expect(merged.script).toContain("I see it, I do it");
    expect(merged.script).not.toContain("I am ready");
    expect(merged.script).toContain("Rae Park");
    const saved = await caller.ai.visualization.generateScript({
      settings,
      userData: { name: "Someone Else", affirmations: [] },
    });
    expect(saved.script).toContain("I am ready");
    expect(saved.script).toContain("Someone Else");
  });

  it.each([
    ["a mission", { mvpRow: { mission: "Lift my team every day", vision: [], principles: [] } }],
    ["affirmations", { mindset: { affirmations: ["I am ready"] } }],
    ["self-talk", { mindset: { selfTalk: ["Next play"] } }],
    ["beliefs", { mindset: { beliefs: ["Effort is a choice"] } }],
    ["a vision", { mvp: { vision: ["Start for varsity"], principles: ["Shoot 100 free throws"] } }],
  ])("writes the script from %s, with script and content", async (_, saved) => {
    const { id, caller } = await athlete({ name: "Rae Park" });
    // An MVP saved through the wizard always has a vision: a mission alone is an older record.
    if ("mvpRow" in saved) await database.db.insert(mvps).values({ userId: id, ...saved.mvpRow });
    if ("mvp" in saved) await caller.mvp.save(saved.mvp);
    if ("mindset" in saved) await caller.mindset.save(saved.mindset);
    const answer = await caller.ai.visualization.generateScript({ settings: { ...settings, duration: 7 } });
    expect(answer.script).toContain("Rae Park, for 7 minutes");
    expect(answer.content).toBe(answer.script);
    expect(answer.source).toBe("built-in");
  });

  it("offers the coach's templates filled for the caller", async () => {
    const { caller } = await athlete({ name: "Ola Ben" });
    expect(await caller.ai.visualization.templates()).toEqual([
      { id: "confidence", title: "Confidence", description: "Before a game", script: "I am Ola Ben." },
    ]);
  });
});

describe("mental imagery", () => {
  it("starts from the profile and the first affirmations, padded with the spec's keys", async () => {
    const { caller } = await athlete({ name: "Kai Mori", sport: "Basketball", sportPosition: "Point Guard" });
    await caller.mindset.save({ affirmations: ["I love pressure"] });
    expect(await caller.ai.imagery.defaults()).toEqual({
      name: "Kai Mori",
      sport: "Basketball",
      position: "Point Guard",
      birthYear: 2007,
      keys: ["I love pressure", IMAGERY_DEFAULT_KEYS[0], IMAGERY_DEFAULT_KEYS[1]],
    });
  });

  it("takes the sport's first position without one, and Player when the sport has none", async () => {
    const volleyball = await athlete({ sport: "Volleyball", sportPosition: null });
    const defaults = await volleyball.caller.ai.imagery.defaults();
    expect(defaults.position).not.toBe("Player");
    expect(defaults.position.length).toBeGreaterThan(0);
    expect(defaults.keys).toEqual([...IMAGERY_DEFAULT_KEYS]);
    const other = await athlete({ sport: "Other", sportPosition: null, name: " " });
    expect(await other.caller.ai.imagery.defaults()).toMatchObject({
      position: "Player",
      name: IMAGERY_DEFAULT_NAME,
    });
  });

  it("writes the script for the given sport and position, else the profile's", async () => {
    const { caller } = await athlete({ name: "Kai Mori", sport: "Basketball", sportPosition: "Point Guard" });
    const keys = ["One", "Two", "Three"];
    const settings = {
      voice: "calm",
      background: "none",
      pace: "medium",
      duration: 10,
      scenario: "relaxation",
    } as const;
    expect(await caller.ai.imagery.generateScript({ keys, settings })).toEqual({
      script: "Kai Mori, Basketball Point Guard, relaxation: One | Two | Three",
      source: "built-in",
    });
    const given = await caller.ai.imagery.generateScript({ name: "K", sport: "Soccer", position: "Goalkeeper", keys });
    expect(given.script).toBe("K, Soccer Goalkeeper, competition: One | Two | Three");
  });

  it("refuses without a sport or a position with §5's messages, and a wrong number of keys", async () => {
    const noSport = await athlete({ sport: "", sportPosition: null });
    expect(await refusal(noSport.caller.ai.imagery.generateScript({}))).toEqual({
      code: "BAD_REQUEST",
      message: aiMessages.sportRequired,
    });
    const noPosition = await athlete({ sport: "Tennis", sportPosition: null });
    expect(await refusal(noPosition.caller.ai.imagery.generateScript({}))).toEqual({
      code: "BAD_REQUEST",
      message: aiMessages.positionRequired,
    });
    expect(await noPosition.caller.ai.imagery.generateScript({ position: "Singles" })).toMatchObject({
      script: expect.stringContaining("Tennis Singles"),
    });
    expect(await refusal(noPosition.caller.ai.imagery.generateScript({ keys: ["One", "Two"] }))).toEqual({
      code: "BAD_REQUEST",
      message: aiMessages.keysExactlyThree,
    });
  });
});

/** Seconds of an MP3 as its frames say. */
const secondsOf = async (bytes: Uint8Array) =>
  (await parseBuffer(bytes, { mimeType: "audio/mpeg" }, { duration: true })).format.duration ?? 0;

/** `seconds` of a provider's 24 kHz speech: a second of a tone, a second of pause, and so on. */
const providerSpeech = (seconds: number) => {
  const rate = 24_000;
  const samples = new Int16Array(rate * seconds);
  for (let index = 0; index < samples.length; index++) {
    const inTone = index % (rate * 2) < rate;
    samples[index] = inTone ? Math.round(8000 * Math.sin((2 * Math.PI * 220 * index) / rate)) : 0;
  }
  return { sampleRate: rate, samples };
};

describe("audio generation", () => {
  it("renders the chosen duration with the offline voice and keeps it for the caller only", async () => {
    const { id, caller } = await athlete();
    const generated = await caller.ai.audio.generate({
      text: "See the ball. Breathe out. Play free.",
      settings: { ...settings, duration: 1, background: "ambient" },
    });
    expect(generated).toEqual({
      id: expect.any(String),
      audioUrl: aiFileUrl(generated.id),
      message: aiMessages.imageryAudioGenerated,
      durationSeconds: 60,
      source: "built-in",
    });
    const [file] = await database.db.select().from(aiFiles).where(eq(aiFiles.id, generated.id));
    expect(file).toMatchObject({ userId: id, origin: "generated", mimeType: "audio/mpeg", durationSeconds: 60 });
    expect(file?.storageKey).toMatch(new RegExp(`^ai/${id}/[0-9a-f-]{36}\\.mp3$`));
    expect(files()).toContain(file?.storageKey);
    const bytes = await ai.storage.get(file?.storageKey ?? "");
    expect(Math.abs((await secondsOf(bytes ?? new Uint8Array())) - 60)).toBeLessThan(0.2);
  }, 60_000);

  it("mixes the provider's speech when it answers, and falls back to the offline voice when it fails", async () => {
    const speaking: SpeechProvider = { speak: async () => providerSpeech(4) };
    const provider = await athlete({}, { ai: { ...ai, speech: speaking } });
    const text = "Breathe in. Breathe out.";
    const spoken = await provider.caller.ai.audio.generate({ text, settings: { ...settings, duration: 1 } });
    expect(spoken.source).toBe("openai");
    for (const speak of [
      async () => null,
      async () => Promise.reject(new Error("quota")),
      // Longer than the track: the offline voice, which can speed up, speaks instead.
      async () => providerSpeech(80),
    ]) {
      const failing = await athlete({}, { ai: { ...ai, speech: { speak } } });
      const answer = await failing.caller.ai.audio.generate({ text, settings: { ...settings, duration: 1 } });
      expect(answer.source).toBe("built-in");
    }
  }, 60_000);

  it("refuses an empty text and a duration outside 1 to 20 minutes, storing nothing", async () => {
    const { id, caller } = await athlete();
    expect(await refusal(caller.ai.audio.generate({ text: " ", settings }))).toEqual({
      code: "BAD_REQUEST",
      message: aiMessages.scriptRequired,
    });
    expect(await refusal(caller.ai.audio.generate({ text: "Go.", settings: { ...settings, duration: 21 } }))).toEqual({
      code: "BAD_REQUEST",
      message: "Please choose a duration from 1 to 20 minutes",
    });
    expect(await database.db.$count(aiFiles, eq(aiFiles.userId, id))).toBe(0);
    expect(files().filter((key) => key.startsWith(`ai/${id}/`))).toEqual([]);
  });
});
