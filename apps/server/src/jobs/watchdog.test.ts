import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const WATCHDOG = pathToFileURL(fileURLToPath(new URL("./watchdog.ts", import.meta.url))).href;
const LIMIT_MS = 500;
/** Past this a child is killed by the test itself (and its test fails on the timing). */
const CHILD_GIVE_UP_MS = 20_000;

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  lines: string[];
  /** When the child wrote "go" (its work begins), by its own clock. */
  goTime: number;
  /** From the moment the test read "go" to the child's end. */
  ranMs: number;
}

type Child = ReturnType<typeof spawn>;

interface ChildOptions {
  /** Runs from the moment the child wrote "go". */
  during?: (child: Child) => Promise<void>;
  limitMs?: number;
  /** Start the watchdog before `work` (false: `work` starts it). */
  start?: boolean;
}

/**
 * Runs `work` in a child Node process (TypeScript through tsx) after it started the watchdog with
 * a limit of `limitMs` (500 ms); `work` writes "go" when the part under test begins.
 */
function runChild(work: string, { during, limitMs = LIMIT_MS, start = true }: ChildOptions = {}): Promise<Ended> {
  const script = `
    import { readSync, writeSync } from "node:fs";
    const { startWatchdog } = await import(${JSON.stringify(WATCHDOG)});
    const go = () => writeSync(1, "go " + Date.now() + "\\n");
    ${start ? `startWatchdog({ stallExitMs: ${limitMs} });` : ""}
    ${work}
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  if (child.stdout === null) throw new Error("the child's stdout is a pipe");
  let output = "";
  let goAt = 0;
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    output += chunk;
    if (goAt !== 0 || !/^go \d+$/m.test(output)) return;
    goAt = performance.now();
    if (during) void during(child);
  });
  // A child the watchdog failed to end must not outlive the test.
  const safety = setTimeout(() => child.kill("SIGKILL"), CHILD_GIVE_UP_MS);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(safety);
      const lines = output.split("\n").filter((line) => line !== "");
      const goTime = Number(lines.find((line) => line.startsWith("go "))?.slice(3));
      const rest = lines.filter((line) => !line.startsWith("go "));
      resolve({ code, signal, lines: rest, goTime, ranMs: performance.now() - goAt });
    });
  });
}

/** Fifteen blocks of 200 ms, well under the limit, with the loop turning between them: 3 s in all. */
const BUSY = `
  go();
  let left = 15;
  const busy = () => {
    const until = performance.now() + 200;
    while (performance.now() < until) {}
    if (--left > 0) setTimeout(busy, 0);
    else writeSync(1, "done " + Date.now() + "\\n");
  };
  busy();
`;

describe.concurrent("the event loop watchdog", { timeout: 30_000 }, () => {
  it("ends a process whose event loop stopped turning, after one fatal line", async () => {
    const ended = await runChild("setTimeout(() => { go(); while (true) {} }, 100);");
    expect(ended.signal).toBe("SIGKILL");
    expect(ended.ranMs).toBeLessThan(3000);
    expect(ended.lines).toHaveLength(1);
    const line = JSON.parse(ended.lines[0] ?? "");
    // The line comes 0.5 s after the last heartbeat (one beat, 125 ms, at most before "go"),
    // give or take a poll.
    expect(line.time - ended.goTime).toBeGreaterThanOrEqual(LIMIT_MS - LIMIT_MS / 4);
    expect(line.time - ended.goTime).toBeLessThan(LIMIT_MS + 1000);
    expect(line).toEqual({
      level: 60,
      time: expect.any(Number),
      service: "onepercent",
      stallExitMs: LIMIT_MS,
      msg: "the event loop has not turned for 0.5 s: ending the process so a supervisor restarts it",
    });
  });

  it("leaves a busy loop that keeps turning alone, and does not keep the process alive", async () => {
    const ended = await runChild(BUSY);
    expect({ code: ended.code, signal: ended.signal }).toEqual({ code: 0, signal: null });
    expect(ended.lines).toEqual([expect.stringMatching(/^done \d+$/)]);
    expect(Number(ended.lines[0]?.slice(5)) - ended.goTime).toBeGreaterThanOrEqual(3000);
  });

  it("does not count a whole process held by SIGSTOP as a stalled loop", async () => {
    // Limit 3 s (heartbeat and polls every 750 ms). The loop waits on stdin (not turning) from
    // "go"; 1 s later, its last heartbeat seen by the watchdog's thread, the process is stopped
    // for 2.5 s, then continued, and its loop waits 1 s more. Awake at once, the thread must see that
    // it was held itself, not end a process whose loop lost 2 s of its own.
    const ended = await runChild(
      // (After 1.2 s of turning: the watchdog's thread is up and has seen the loop turn.)
      'setTimeout(() => { go(); readSync(0, Buffer.alloc(1)); writeSync(1, "done\\n"); }, 1200);',
      {
        limitMs: 3000,
        during: async (child) => {
          if (child.pid === undefined) throw new Error("the child has a pid");
          await sleep(1000);
          process.kill(child.pid, "SIGSTOP");
          await sleep(2500);
          process.kill(child.pid, "SIGCONT");
          await sleep(1000);
          child.stdin?.end("x");
        },
      },
    );
    expect({ code: ended.code, signal: ended.signal, lines: ended.lines }).toEqual({
      code: 0,
      signal: null,
      lines: ["done"],
    });
  });

  it("stops on a normal shutdown: a loop stuck after that is no longer its business", async () => {
    const ended = await runChild(
      `
      const watchdog = startWatchdog({ stallExitMs: ${LIMIT_MS} });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await watchdog.stop();
      go();
      const until = performance.now() + 1000;
      while (performance.now() < until) {}
      writeSync(1, "stopped\\n");
    `,
      { start: false },
    );
    expect({ code: ended.code, signal: ended.signal, lines: ended.lines }).toEqual({
      code: 0,
      signal: null,
      lines: ["stopped"],
    });
  });
});
