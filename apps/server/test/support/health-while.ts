/**
 * Asks `ask()` (GET /api/health, in-process or over a socket) again and again, `everyMs` apart,
 * until `until` settles: each answer's status and time.
 */
export async function healthWhile(until: Promise<unknown>, ask: () => Response | Promise<Response>, everyMs: number) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const probes: { status: number; ms: number }[] = [];
  while (!done) {
    const started = performance.now();
    const response = await ask();
    await response.arrayBuffer();
    probes.push({ status: response.status, ms: performance.now() - started });
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return probes;
}
