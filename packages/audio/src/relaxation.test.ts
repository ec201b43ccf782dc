import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RELAXATION_MINUTES } from "@onepercent/validators";
import { afterAll, describe, expect, it } from "vitest";
import { relaxationKey, relaxationLibrary, relaxationTrack } from "./relaxation";
import { RELAXATION_SCRIPTS } from "./scripts/relaxation";
import { localAudioStorage } from "./storage/local";
import { trackKey } from "./track-key";
import type { TrackRequest } from "./types";

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
const temporaryStorage = () => {
  const root = mkdtempSync(path.join(tmpdir(), "onepercent-relax-"));
  roots.push(root);
  return localAudioStorage(root);
};

function setup() {
  const storage = temporaryStorage();
  const rendered: TrackRequest[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const render = async (request: TrackRequest) => {
    rendered.push(request);
    await gate;
    return new TextEncoder().encode(`mp3 of ${request.durationSeconds}`);
  };
  return { storage, rendered, release, library: relaxationLibrary({ storage, render }) };
}

describe("relaxation tracks", () => {
  it("are the calm voice at a slow pace over the ambient pad, exactly 1, 2 and 4 minutes", () => {
    expect(RELAXATION_MINUTES.map((minutes) => relaxationTrack(minutes))).toMatchObject([
      { voice: "calm", pace: "slow", background: "ambient", durationSeconds: 60 },
      { durationSeconds: 120 },
      { durationSeconds: 240 },
    ]);
  });

  it("have scripts of short sentences spoken to the athlete", () => {
    for (const minutes of RELAXATION_MINUTES) {
      const script = RELAXATION_SCRIPTS[minutes];
      expect(script.length).toBeGreaterThanOrEqual(minutes * 8);
      for (const sentence of script) expect(sentence.split(" ").length).toBeLessThanOrEqual(14);
      expect(script.filter((sentence) => /\byou(r)?\b/i.test(sentence)).length).toBeGreaterThan(script.length / 3);
      expect(script.join(" ")).toMatch(/breath/i);
    }
  });

  it("are named by a hash of what they are made of", () => {
    const one = relaxationTrack(1);
    expect(trackKey(one)).toBe(trackKey({ ...one, script: [...one.script] }));
    expect(trackKey({ ...one, script: [...one.script, "One more sentence."] })).not.toBe(trackKey(one));
    expect(trackKey({ ...one, pace: "medium" })).not.toBe(trackKey(one));
    expect(relaxationKey(1)).toMatch(/^relaxation\/1min-relaxation-[0-9a-f]{16}\.mp3$/);
  });
});

describe("relaxationLibrary", () => {
  it("builds a missing track once for callers that ask at the same time", async () => {
    const { library, rendered, release, storage } = setup();
    const asked = Promise.all([library.ensure(2), library.ensure(2), library.ensure(2)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const late = library.ensure(2);
    release();
    const [first, ...others] = await asked;
    expect(rendered).toHaveLength(1);
    for (const stored of [...others, await late]) expect(stored).toEqual(first);
    expect(await storage.list("relaxation/")).toEqual([relaxationKey(2)]);
  });

  it("serves a stored track without building it, and replaces older versions when it builds", async () => {
    const { library, rendered, release, storage } = setup();
    release();
    await storage.put("relaxation/1min-relaxation-0000000000000000.mp3", new Uint8Array([1]));
    await storage.put(relaxationKey(2), new Uint8Array([2]));
    await library.prepareAll();
    expect(rendered.map((request) => request.durationSeconds)).toEqual([60, 240]);
    expect(await storage.list("relaxation/")).toEqual([relaxationKey(1), relaxationKey(2), relaxationKey(4)].sort());
  });

  it("lets a failed build be tried again", async () => {
    const storage = temporaryStorage();
    let calls = 0;
    const library = relaxationLibrary({
      storage,
      render: async () => {
        calls++;
        if (calls === 1) throw new Error("synthesis failed");
        return new Uint8Array([7]);
      },
    });
    await expect(library.ensure(1)).rejects.toThrow("synthesis failed");
    expect((await library.ensure(1)).size).toBe(1);
  });
});
