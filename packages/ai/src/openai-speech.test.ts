import { afterEach, describe, expect, it } from "vitest";
import { createSpeech } from ".";
import { createOpenAISpeech, OPENAI_PCM_RATE, pcmSamples, SPEECH_INPUT_MAX, speechParts } from "./openai-speech";
import { type FakeOpenAI, type FakeOpenAIReply, fakeSpeech, startFakeOpenAI } from "./testing";

const SCRIPT = "You are ready. Trust your training.\n\nBreathe in slowly, and let it go.";

let fake: FakeOpenAI | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function speechAgainst(reply: FakeOpenAIReply, options: { timeoutMs?: number; model?: string } = {}) {
  fake = await startFakeOpenAI(() => reply);
  const failures: string[] = [];
  const speech = createOpenAISpeech({
    apiKey: "sk-test-key",
    baseURL: fake.baseURL,
    ...options,
    onFallback: (_error, feature) => failures.push(feature),
  });
  return { speech, failures, server: fake };
}

describe("OpenAI speech", () => {
  it("answers the script as 24 kHz 16-bit PCM in the chosen voice and pace", async () => {
    const { speech, failures, server } = await speechAgainst({ speech: true });
    const pcm = await speech.speak(SCRIPT, "calm", "slow");
    expect(pcm?.sampleRate).toBe(OPENAI_PCM_RATE);
    expect(pcm?.samples).toEqual(fakeSpeech(SCRIPT));
    expect(failures).toEqual([]);
    const [request] = server.requests;
    expect(request?.path).toBe("/v1/audio/speech");
    expect(request?.body).toMatchObject({
      model: "gpt-4o-mini-tts",
      voice: "sage",
      input: SCRIPT,
      response_format: "pcm",
      speed: 0.9,
    });
    expect(request?.body.instructions).toContain("calm");
  });

  it("maps every voice and pace, and sends no instructions to tts-1", async () => {
    const { speech, server } = await speechAgainst({ speech: true }, { model: "tts-1" });
    await speech.speak("Go.", "energetic", "fast");
    await speech.speak("Rest.", "soothing", "medium");
    expect(server.requests.map(({ body }) => [body.model, body.voice, body.speed, body.instructions])).toEqual([
      ["tts-1", "coral", 1.1, undefined],
      ["tts-1", "shimmer", 1, undefined],
    ]);
  });

  it("speaks a long script in parts within the API's limit and joins them with a pause", async () => {
    const paragraph = Array.from({ length: 30 }, (_, i) => `This is calm sentence number ${i + 1}.`).join(" ");
    const script = Array.from({ length: 5 }, () => paragraph).join("\n\n");
    const { speech, server } = await speechAgainst({ speech: true });
    const pcm = await speech.speak(script, "calm", "medium");
    const inputs = server.requests.map((request) => request.body.input ?? "");
    expect(inputs.length).toBeGreaterThan(1);
    expect(inputs.every((input) => input.length <= SPEECH_INPUT_MAX)).toBe(true);
    const spoken = inputs.reduce((sum, input) => sum + fakeSpeech(input).length, 0);
    const pauses = (inputs.length - 1) * 0.6 * OPENAI_PCM_RATE;
    expect(pcm?.samples.length).toBe(spoken + pauses);
  });

  it.each<[string, FakeOpenAIReply]>([
    ["a server error", { status: 500 }],
    ["a spent quota (429)", { status: 429, code: "insufficient_quota" }],
  ])("answers null on %s, so the offline voice speaks", async (_case, reply) => {
    const { speech, failures } = await speechAgainst(reply);
    expect(await speech.speak(SCRIPT, "calm", "medium")).toBeNull();
    expect(failures).toEqual(["speech"]);
  });

  it("answers null when the API does not answer in time", async () => {
    const { speech, failures } = await speechAgainst({ hang: true }, { timeoutMs: 150 });
    expect(await speech.speak(SCRIPT, "calm", "medium")).toBeNull();
    expect(failures).toEqual(["speech"]);
  });

  it("answers null for an empty script without asking", async () => {
    const { speech, server } = await speechAgainst({ speech: true });
    expect(await speech.speak("   ", "calm", "medium")).toBeNull();
    expect(server.requests).toEqual([]);
  });
});

describe("speechParts", () => {
  it("cuts after a paragraph, else a sentence, else a word, never above the limit", () => {
    expect(speechParts("One. Two.", 100)).toEqual(["One. Two."]);
    expect(speechParts("Aaaa bbbb. Cccc dddd.\n\nEeee ffff. Gggg.", 30)).toEqual([
      "Aaaa bbbb. Cccc dddd.",
      "Eeee ffff. Gggg.",
    ]);
    expect(speechParts("Aaaa bbbb. Cccc dddd eeee ffff gggg", 20)).toEqual([
      "Aaaa bbbb.",
      "Cccc dddd eeee ffff",
      "gggg",
    ]);
    const words = Array.from({ length: 500 }, (_, i) => `word${i}`).join(" ");
    const parts = speechParts(words, 100);
    expect(parts.every((part) => part.length <= 100)).toBe(true);
    expect(parts.join(" ")).toBe(words);
  });
});

describe("pcmSamples", () => {
  it("reads little-endian 16-bit samples and drops an odd byte", () => {
    expect(Array.from(pcmSamples(new Uint8Array([0x01, 0x00, 0xff, 0x7f, 0x00, 0x80, 0x05])))).toEqual([
      1, 32767, -32768,
    ]);
  });
});

describe("createSpeech", () => {
  it("has no provider without a key", () => {
    expect(createSpeech({ openAiModel: "gpt-test", timeoutMs: 1000 })).toBeUndefined();
    expect(createSpeech({ openAiApiKey: "sk-x", openAiModel: "gpt-test", timeoutMs: 1000 })).toBeDefined();
  });
});
