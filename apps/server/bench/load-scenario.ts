import { CLIENT_HEADERS, quantile, round1 } from "./bench-server";

// The load bench's athlete: signs in, then goes round the app (dashboard, a habit check, a daily
// journal, a breathwork session), signing in again every few rounds. Every answer is timed per step.

const STEPS = ["sign in", "dashboard", "habit check", "journal save", "focus session save"] as const;
export type Step = (typeof STEPS)[number];

/** 429s the scenario can meet by design: the sign-in throttle and the Focus daily cap. */
const INTENDED_429: ReadonlySet<Step> = new Set<Step>(["sign in", "focus session save"]);

export interface StepStats {
  times: number[];
  limited: number;
  errors: number;
}

export class LoadStats {
  readonly steps = new Map<Step, StepStats>(STEPS.map((step) => [step, { times: [], limited: 0, errors: 0 }]));
  /** Each kind of failure: how many, and when (seconds into the run) the first and the last came. */
  readonly failures = new Map<string, { count: number; first: number; last: number }>();
  private readonly started = performance.now();

  record(step: Step, ms: number, status: number | string) {
    const stats = this.steps.get(step);
    if (!stats) return;
    stats.times.push(ms);
    if (typeof status === "number" && status >= 200 && status < 300) return;
    if (status === 429 && INTENDED_429.has(step)) {
      stats.limited++;
      return;
    }
    stats.errors++;
    const key = `${step}: ${status}`;
    const at = (performance.now() - this.started) / 1000;
    const known = this.failures.get(key);
    this.failures.set(key, { count: (known?.count ?? 0) + 1, first: known?.first ?? at, last: at });
  }

  /** Per step and overall: requests, p50 and p99 (ms, every answer), intended 429s and errors. */
  summary() {
    const row = (name: string, all: StepStats[]) => {
      const times = all.flatMap((stats) => stats.times).sort((a, b) => a - b);
      return {
        name,
        requests: times.length,
        p50: round1(quantile(times, 0.5)),
        p99: round1(quantile(times, 0.99)),
        limited: all.reduce((sum, stats) => sum + stats.limited, 0),
        errors: all.reduce((sum, stats) => sum + stats.errors, 0),
      };
    };
    const rows = [...this.steps].map(([step, stats]) => row(step, [stats]));
    return [...rows, row("overall", [...this.steps.values()])];
  }
}

export interface Athlete {
  email: string;
  actionId: string;
  timeZone: string;
}

/** Today in the athlete's zone, "YYYY-MM-DD" (habit checks accept only today and the day before). */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());

interface Call {
  path: string;
  method?: "GET" | "POST";
  input?: unknown;
  cookie?: string | null;
}

/** One tRPC call: its status (or the error's name when it failed to answer), time and response. */
async function call(base: string, { path, method = "POST", input, cookie }: Call) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/trpc/${path}`, {
      method,
      headers: cookie ? { ...CLIENT_HEADERS, cookie } : CLIENT_HEADERS,
      body: method === "POST" ? JSON.stringify({ json: input }) : null,
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started, response };
  } catch (error) {
    return { status: error instanceof Error ? error.name : "error", ms: performance.now() - started, response: null };
  }
}

/** An athlete going round the scenario until `deadline` (performance.now() ms). */
export async function runAthlete(
  base: string,
  athlete: Athlete,
  password: string,
  deadline: number,
  roundsPerSignIn: number,
  stats: LoadStats,
) {
  let cookie: string | null = null;
  /** One step of the round, timed and counted under `name`, with the athlete's session unless told. */
  const step = async (name: Step, request: Call) => {
    const answer = await call(base, { cookie, ...request });
    stats.record(name, answer.ms, answer.status);
    return answer;
  };
  for (let round = 0; performance.now() < deadline; round++) {
    if (round % roundsPerSignIn === 0 || cookie === null) {
      const signIn = await step("sign in", {
        path: "auth.login",
        input: { email: athlete.email, password, rememberMe: false },
        cookie: null,
      });
      const fresh = signIn.response?.headers.getSetCookie()[0]?.split(";")[0];
      if (signIn.status === 200 && fresh) cookie = fresh;
      if (cookie === null) continue;
    }
    await step("dashboard", { path: "dashboard.get", method: "GET" });
    const date = todayIn(athlete.timeZone);
    await step("habit check", {
      path: "habits.setDay",
      input: { id: athlete.actionId, date, status: round % 2 === 0 ? "completed" : "pending" },
    });
    await step("journal save", {
      path: "journal.save",
      input: {
        type: "daily",
        date,
        wins: ["Kept my serve", `Round ${round}`],
        gratitudes: ["My team"],
        well: "Stayed calm",
        better: "Footwork",
        how: "Shadow drills",
        notes: "Load bench",
        idempotencyKey: crypto.randomUUID(),
      },
    });
    await step("focus session save", {
      path: "focus.breathwork.saveSession",
      input: {
        preset: "Box Breathing",
        completed: true,
        duration: 120,
        cycles: 8,
        idempotencyKey: crypto.randomUUID(),
      },
    });
  }
}
