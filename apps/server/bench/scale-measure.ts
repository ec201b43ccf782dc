import autocannon from "autocannon";
import { CLIENT_HEADERS, quantile, round1 } from "./bench-server";

// The scale bench's reads under autocannon: each request as the next of the signed-in athletes.

export const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export interface ReadFigure {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A read: its name and its path for the i-th request (tRPC GET, input in the query string). */
export interface Read {
  name: string;
  path: (i: number) => string;
}

const trpcInput = (input: unknown) => `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

/** A calendar day `back` days before today (UTC), "YYYY-MM-DD". */
export const dayBefore = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);

export const READS: Read[] = [
  { name: "tRPC dashboard.get", path: () => "/trpc/dashboard.get" },
  { name: "tRPC habits.list (the week)", path: () => "/trpc/habits.list" },
  {
    name: "tRPC journal.get (daily, last 2 weeks)",
    path: (i) => `/trpc/journal.get${trpcInput({ type: "daily", date: dayBefore(1 + (i % 14)) })}`,
  },
];

/** One autocannon run of `read` spread over the sessions in `cookies`; p50/p99 from each 200's own time. */
export async function run(
  base: string,
  read: Read,
  cookies: readonly string[],
  seconds: number,
  connections = CONNECTIONS,
): Promise<ReadFigure> {
  let next = 0;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        headers: CLIENT_HEADERS,
        requests: [
          {
            setupRequest: (request) => {
              const i = next++;
              return {
                ...request,
                path: read.path(i),
                headers: { ...CLIENT_HEADERS, cookie: cookies[i % cookies.length] ?? "" },
              };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      if (status === 200) times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    requests: result["2xx"] / seconds,
    p50: round1(quantile(times, 0.5)),
    p99: round1(quantile(times, 0.99)),
    errors: result.errors + result.non2xx,
  };
}

const ROUNDS = Number(process.env.SCALE_ROUNDS ?? 3);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * A short warm-up, then ROUNDS measured runs with a pause before each (nothing in flight): the
 * medians of their figures, so that a burst of the machine's other load does not decide the ratio.
 */
export async function measure(base: string, read: Read, cookies: readonly string[]): Promise<ReadFigure> {
  await run(base, read, cookies, 2);
  const runs: ReadFigure[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    runs.push(await run(base, read, cookies, DURATION));
  }
  return {
    requests: median(runs.map((figure) => figure.requests)),
    p50: median(runs.map((figure) => figure.p50)),
    p99: median(runs.map((figure) => figure.p99)),
    errors: runs.reduce((sum, figure) => sum + figure.errors, 0),
  };
}

export const measureRounds = ROUNDS;
export const measureSeconds = DURATION;
