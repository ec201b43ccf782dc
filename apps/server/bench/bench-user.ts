import { z } from "zod";

/** A new athlete on the bench's server: registered (bearer token, id), then signed in for a session cookie. */
export async function benchUser(base: string, prefix: string, sport = { sport: "Tennis", sportPosition: "Singles" }) {
  const email = `${prefix}-${crypto.randomUUID()}@example.test`;
  const password = "bench-password-1";
  const registered = await fetch(`${base}/api/users/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench Athlete",
      email,
      password,
      birthYear: 2000,
      gender: "female",
      role: "Athlete",
      ...sport,
      yearsPlaying: "10",
    }),
  });
  if (!registered.ok) throw new Error(`registration answered ${registered.status}`);
  const { token, userId } = z.object({ token: z.string(), userId: z.string() }).parse(await registered.json());
  const login = await fetch(`${base}/trpc/auth.login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-onepercent-client": "web" },
    body: JSON.stringify({ json: { email, password, rememberMe: true } }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  return { email, password, token, userId, cookie };
}
