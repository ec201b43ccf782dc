import { aiAudioItems, aiFiles, coachConversations, eq, mentalImageryItems } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import {
  AUDIO_LIBRARY_MAX,
  aiFileUrl,
  aiMessages,
  CONVERSATIONS_MAX_PER_USER,
  chatMessages,
  IMAGERY_LIBRARY_MAX,
} from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { refusal, testCallers } from "../testing";
import { testAi } from "../testing/ai";

const database = useTestDatabase();
const { callerFor } = testCallers(database);
const { ai, files } = testAi();
const { athlete: makeAthlete } = testCallers(database);

const settings = { voice: "calm", background: "nature", pace: "slow", duration: 5 } as const;
const imagerySettings = { ...settings, scenario: "practice" } as const;

/** A user with a caller that uses the test's AI services. */
async function athlete() {
  const { id } = await makeAthlete();
  return { id, caller: await callerFor(id, { ai }) };
}

/** A track the user generated (its bytes in the test storage), as ai.audio.generate leaves it. */
async function generatedTrack(userId: string, origin: "generated" | "recording" = "generated") {
  const key = `ai/${userId}/${crypto.randomUUID()}.mp3`;
  const stored = await ai.storage.put(key, new Uint8Array([0xff, 0xf3, 1, 2, 3]));
  const [file] = await database.db
    .insert(aiFiles)
    .values({ userId, storageKey: key, mimeType: "audio/mpeg", sizeBytes: stored.size, durationSeconds: 60, origin })
    .returning();
  if (!file) throw new Error("no file");
  return { ...file, url: aiFileUrl(file.id) };
}

const fileRow = async (id: string) => (await database.db.select().from(aiFiles).where(eq(aiFiles.id, id)))[0];

describe("the visualization library", () => {
  it("saves a script alone and a generated track, and lists them newest first", async () => {
    const { id, caller } = await athlete();
    const track = await generatedTrack(id);
    const script = await caller.ai.audio.save({ title: "  Night before  ", script: "I am ready.", settings });
    expect(script).toMatchObject({ _id: script.id, title: "Night before", kind: "script", audioUrl: null, settings });
    const saved = await caller.ai.audio.save({ title: "Game day", script: "I see it.", settings, audioUrl: track.url });
    expect(saved).toMatchObject({
      kind: "generated",
      audioUrl: track.url,
      mimeType: "audio/mpeg",
      durationSeconds: 60,
      sizeBytes: 5,
    });
    expect((await caller.ai.audio.list()).map((item) => item.title)).toEqual(["Game day", "Night before"]);
  });

  it("takes an absolute URL of the caller's track, and refuses any other URL with audioNotFound", async () => {
    const [me, them] = [await athlete(), await athlete()];
    const mine = await generatedTrack(me.id);
    const saved = await me.caller.ai.audio.save({
      title: "Absolute",
      script: "Go.",
      audioUrl: `https://onepercent.example${mine.url}?v=1`,
    });
    expect(saved.audioUrl).toBe(mine.url);
    const theirs = await generatedTrack(them.id);
    const recording = await generatedTrack(me.id, "recording");
    for (const audioUrl of [
      theirs.url,
      recording.url,
      aiFileUrl(crypto.randomUUID()),
      "https://elsewhere.test/a.mp3",
    ]) {
      expect(await refusal(me.caller.ai.audio.save({ title: "T", script: "S", audioUrl }))).toEqual({
        code: "NOT_FOUND",
        message: aiMessages.audioNotFound,
      });
    }
    expect(await me.caller.ai.audio.list()).toHaveLength(1);
  });

  it("refuses a blank title or script with the spec's messages", async () => {
    const { caller } = await athlete();
    expect(await refusal(caller.ai.audio.save({ title: " ", script: "S" }))).toEqual({
      code: "BAD_REQUEST",
      message: aiMessages.visualizationTitleRequired,
    });
    expect(await refusal(caller.ai.audio.save({ title: "T", script: "  " }))).toEqual({
      code: "BAD_REQUEST",
      message: aiMessages.noScriptToSave,
    });
  });

  it("deletes an item, and its track with it once no other item plays it", async () => {
    const { id, caller } = await athlete();
    const track = await generatedTrack(id);
    const first = await caller.ai.audio.save({ title: "One", script: "S", audioUrl: track.url });
    const imagery = await caller.ai.imagery.save({ title: "Two", script: "S", audioUrl: track.url });
    expect(await caller.ai.audio.delete({ id: first.id })).toEqual({ id: first.id });
    expect(await fileRow(track.id)).toBeDefined();
    expect(files()).toContain(track.storageKey);
    await caller.ai.imagery.delete({ id: imagery.id });
    expect(await fileRow(track.id)).toBeUndefined();
    expect(files()).not.toContain(track.storageKey);
    expect(await refusal(caller.ai.audio.delete({ id: first.id }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers another user's item exactly like a missing one, and leaves it", async () => {
    const [me, them] = [await athlete(), await athlete()];
    const theirs = await them.caller.ai.audio.save({ title: "Theirs", script: "S" });
    const missing = await refusal(me.caller.ai.audio.delete({ id: crypto.randomUUID() }));
    expect(await refusal(me.caller.ai.audio.delete({ id: theirs.id }))).toEqual(missing);
    expect(await refusal(me.caller.ai.audio.delete({ id: "not-an-id" }))).toEqual(missing);
    expect(await me.caller.ai.audio.list()).toEqual([]);
    expect((await them.caller.ai.audio.list()).map((item) => item.id)).toEqual([theirs.id]);
  });

  it(`holds ${AUDIO_LIBRARY_MAX} items under parallel saves`, async () => {
    const { id, caller } = await athlete();
    const rows = Array.from({ length: AUDIO_LIBRARY_MAX - 4 }, (_, index) => ({
      userId: id,
      title: `Seeded ${index}`,
      script: "S",
      settings,
      kind: "script" as const,
    }));
    await database.db.insert(aiAudioItems).values(rows);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => caller.ai.audio.save({ title: `Parallel ${index}`, script: "S" })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(4);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ message: aiMessages.libraryFull });
    }
    expect(await database.db.$count(aiAudioItems, eq(aiAudioItems.userId, id))).toBe(AUDIO_LIBRARY_MAX);
  });
});

describe("the mental imagery library", () => {
  it("saves, lists newest first, and deletes the caller's imagery", async () => {
    const { id, caller } = await athlete();
    const track = await generatedTrack(id);
    const plain = await caller.ai.imagery.save({
      title: "Practice",
      script: "See the court.",
      settings: imagerySettings,
    });
    const withAudio = await caller.ai.imagery.save({ title: "Final", script: "Hear the crowd.", audioUrl: track.url });
    expect(plain).toMatchObject({ _id: plain.id, audioUrl: null, settings: imagerySettings });
    expect(withAudio).toMatchObject({ audioUrl: track.url, settings: { scenario: "competition", duration: 5 } });
    expect((await caller.ai.imagery.list()).map((item) => item.id)).toEqual([withAudio.id, plain.id]);
    expect(await caller.ai.imagery.delete({ id: plain.id })).toEqual({ id: plain.id });
    expect((await caller.ai.imagery.list()).map((item) => item.id)).toEqual([withAudio.id]);
  });

  it("keeps an address the server did not make as given, and reads it back so; refuses what is no address", async () => {
    const [me, them] = [await athlete(), await athlete()];
    const elsewhere = "https://cdn.example.test/imagery/free-throw.mp3?token=abc";
    const external = await me.caller.ai.imagery.save({ title: "Kept elsewhere", script: "S", audioUrl: elsewhere });
    expect(external.audioUrl).toBe(elsewhere);
    const onThisSite = await me.caller.ai.imagery.save({ title: "A path", script: "S", audioUrl: "/media/calm.mp3" });
    expect(onThisSite.audioUrl).toBe("/media/calm.mp3");
    // The caller's own track is still linked (and served from its file), whatever origin it is written with.
    const mine = await generatedTrack(me.id);
    const own = await me.caller.ai.imagery.save({ title: "Mine", script: "S", audioUrl: `https://x.test${mine.url}` });
    expect(own.audioUrl).toBe(mine.url);
    expect((await me.caller.ai.imagery.list()).map((item) => item.audioUrl)).toEqual([
      mine.url,
      "/media/calm.mp3",
      elsewhere,
    ]);
    for (const audioUrl of [
      "javascript:alert(1)",
      "//evil.test/a.mp3",
      "ftp://files.test/a.mp3",
      `https://a.test/${"x".repeat(500)}`,
    ]) {
      expect(await refusal(me.caller.ai.imagery.save({ title: "T", script: "S", audioUrl }))).toMatchObject({
        code: "BAD_REQUEST",
        message: aiMessages.audioUrlInvalid,
      });
    }
    // Another athlete sees none of it.
    expect(await them.caller.ai.imagery.list()).toEqual([]);
  });

  it("refuses another user's track, a missing script or title, and another user's id", async () => {
    const [me, them] = [await athlete(), await athlete()];
    const theirs = await generatedTrack(them.id);
    expect(await refusal(me.caller.ai.imagery.save({ title: "T", script: "S", audioUrl: theirs.url }))).toEqual({
      code: "NOT_FOUND",
      message: aiMessages.audioNotFound,
    });
    expect(await refusal(me.caller.ai.imagery.save({ title: "", script: "S" }))).toMatchObject({
      message: aiMessages.imageryTitleRequired,
    });
    expect(await refusal(me.caller.ai.imagery.save({ title: "T", script: "" }))).toMatchObject({
      message: aiMessages.imageryAudioNeedsScript,
    });
    const item = await them.caller.ai.imagery.save({ title: "Theirs", script: "S" });
    expect(await refusal(me.caller.ai.imagery.delete({ id: item.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await me.caller.ai.imagery.list()).toEqual([]);
  });

  it(`holds ${IMAGERY_LIBRARY_MAX} items under parallel saves`, async () => {
    const { id, caller } = await athlete();
    const rows = Array.from({ length: IMAGERY_LIBRARY_MAX - 3 }, () => ({
      userId: id,
      title: "Seeded",
      script: "S",
      settings: imagerySettings,
    }));
    await database.db.insert(mentalImageryItems).values(rows);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => caller.ai.imagery.save({ title: "Parallel", script: "S" })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    for (const reason of refused) expect(reason).toMatchObject({ message: aiMessages.imageryLibraryFull });
    expect(await database.db.$count(mentalImageryItems, eq(mentalImageryItems.userId, id))).toBe(IMAGERY_LIBRARY_MAX);
  });
});

describe("saved conversations", () => {
  const conversation = [
    { role: "user", content: "How do I calm nerves?" },
    { role: "coach", content: "Breathe out longer than you breathe in." },
  ] as const;

  it("saves, lists and deletes the caller's conversations", async () => {
    const { caller } = await athlete();
    const saved = await caller.ai.coach.save({ conversation: [...conversation] });
    expect(saved).toEqual({ id: expect.any(String), message: chatMessages.saved });
    const [listed] = await caller.ai.coach.conversations();
    expect(listed).toMatchObject({ _id: saved.id, id: saved.id, messages: conversation });
    expect(await caller.ai.coach.deleteConversation({ id: saved.id })).toEqual({ id: saved.id });
    expect(await caller.ai.coach.conversations()).toEqual([]);
  });

  it("refuses an empty conversation, and keeps conversations apart between users", async () => {
    const [me, them] = [await athlete(), await athlete()];
    expect(await refusal(me.caller.ai.coach.save({ conversation: [] }))).toEqual({
      code: "BAD_REQUEST",
      message: chatMessages.nothingToSave,
    });
    const theirs = await them.caller.ai.coach.save({ conversation: [...conversation] });
    expect(await me.caller.ai.coach.conversations()).toEqual([]);
    expect(await refusal(me.caller.ai.coach.deleteConversation({ id: theirs.id }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await them.caller.ai.coach.conversations()).toHaveLength(1);
  });

  it(`keeps at most ${CONVERSATIONS_MAX_PER_USER} conversations, under parallel saves too`, async () => {
    const { id, caller } = await athlete();
    const rows = Array.from({ length: CONVERSATIONS_MAX_PER_USER - 2 }, () => ({
      userId: id,
      messages: [...conversation],
    }));
    await database.db.insert(coachConversations).values(rows);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => caller.ai.coach.save({ conversation: [...conversation] })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    for (const reason of refused) expect(reason).toMatchObject({ message: chatMessages.tooManyConversations });
    expect(await database.db.$count(coachConversations, eq(coachConversations.userId, id))).toBe(
      CONVERSATIONS_MAX_PER_USER,
    );
  });
});
