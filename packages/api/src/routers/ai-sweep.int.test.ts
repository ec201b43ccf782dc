import { aiAudioItems, aiFiles, eq, mentalImageryItems } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { GENERATED_AUDIO_KEEP_HOURS } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { sweepGeneratedAudio } from "../services/shared/sweep";
import { testAi } from "../testing/ai";

const database = useTestDatabase();
const { ai, files } = testAi();

const NOW = new Date("2026-05-04T09:00:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);
const settings = { voice: "calm", background: "none", pace: "medium", duration: 5 } as const;

/** A file of the user's made `hours` before NOW, its bytes in the test storage. */
async function fileOf(userId: string, hours: number, origin: "generated" | "recording" = "generated") {
  const key = `ai/${userId}/${crypto.randomUUID()}.mp3`;
  await ai.storage.put(key, new Uint8Array([1, 2, 3]));
  const [file] = await database.db
    .insert(aiFiles)
    .values({ userId, storageKey: key, mimeType: "audio/mpeg", sizeBytes: 3, origin, createdAt: hoursAgo(hours) })
    .returning();
  if (!file) throw new Error("no file");
  return file;
}

const exists = async (id: string) => (await database.db.$count(aiFiles, eq(aiFiles.id, id))) === 1;

describe("the sweep of generated audio", () => {
  it(`removes generated tracks older than ${GENERATED_AUDIO_KEEP_HOURS} hours that no item plays, rows and bytes`, async () => {
    const { id: userId } = await createUser(database.db);
    const stale = await fileOf(userId, GENERATED_AUDIO_KEEP_HOURS + 1);
    const fresh = await fileOf(userId, GENERATED_AUDIO_KEEP_HOURS - 1);
    const inLibrary = await fileOf(userId, GENERATED_AUDIO_KEEP_HOURS * 3);
    const inImagery = await fileOf(userId, GENERATED_AUDIO_KEEP_HOURS * 3);
    const recording = await fileOf(userId, GENERATED_AUDIO_KEEP_HOURS * 3, "recording");
    await database.db
      .insert(aiAudioItems)
      .values({ userId, title: "Kept", script: "S", settings, kind: "generated", fileId: inLibrary.id });
    await database.db.insert(mentalImageryItems).values({
      userId,
      title: "Kept",
      script: "S",
      settings: { ...settings, scenario: "competition" },
      fileId: inImagery.id,
    });

    expect(await sweepGeneratedAudio(database.db, ai.storage, GENERATED_AUDIO_KEEP_HOURS, NOW)).toBe(1);
    expect(await exists(stale.id)).toBe(false);
    expect(files()).not.toContain(stale.storageKey);
    for (const kept of [fresh, inLibrary, inImagery, recording]) {
      expect(await exists(kept.id)).toBe(true);
      expect(files()).toContain(kept.storageKey);
    }
    expect(await sweepGeneratedAudio(database.db, ai.storage, GENERATED_AUDIO_KEEP_HOURS, NOW)).toBe(0);
  });
});
