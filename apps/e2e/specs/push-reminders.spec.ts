import { randomBytes } from "node:crypto";
// The server's own signing and wording of a habit reminder (issue 28), so the push is the one it sends.
import { pushPayloadFor, signDoneToken } from "@onepercent/api";
import type { Page, Worker } from "playwright-core";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { hasChromium, useBrowser, viewports } from "../support/browser";
import { E2E_THROTTLES, type RunningServer, startServer } from "../support/server";
import { serverCalls } from "../support/server-calls";
import { controlledBy } from "../support/service-worker";

const browser = useBrowser();

/** Our own server, whose token signing key this spec knows: it signs the "Done" token as the server does. */
const SIGNING_KEY = randomBytes(32).toString("base64url");
let server: RunningServer;
const { call, registerAthlete } = serverCalls(() => server.baseUrl);

beforeAll(async () => {
  if (!hasChromium) return;
  server = await startServer({ ...E2E_THROTTLES, SESSION_SECRET: SIGNING_KEY });
});
afterAll(async () => {
  await server?.stop();
});

/** A tRPC answer's data, checked against `schema`. */
async function dataOf<T extends z.ZodType>(response: Response, schema: T): Promise<z.infer<T>> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  const body: { result: { data: Parameters<typeof superjson.deserialize>[0] } } = await response.json();
  return schema.parse(superjson.deserialize(body.result.data));
}
const query = <T extends z.ZodType>(path: string, cookie: string, schema: T) =>
  fetch(`${server.baseUrl}/trpc/${path}`, { headers: { cookie } }).then((response) => dataOf(response, schema));

const Habits = z.object({
  today: z.string(),
  actions: z.array(z.object({ id: z.string(), week: z.array(z.object({ date: z.string(), stored: z.string() })) })),
});
/** The habit's stored check for the athlete's today, read through the API. */
async function checkToday(cookie: string, habitId: string): Promise<string | undefined> {
  const habits = await query("habits.list", cookie, Habits);
  const habit = habits.actions.find((action) => action.id === habitId);
  return habit?.week.find((day) => day.date === habits.today)?.stored;
}

const Shown = z.array(z.object({ title: z.string(), body: z.string(), tag: z.string(), actions: z.array(z.string()) }));
/** The notifications the service worker shows, read in the worker itself. */
const shownNotifications = async (worker: Worker) =>
  Shown.parse(
    await worker.evaluate(
      `self.registration.getNotifications().then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, actions: n.actions.map((a) => a.action) })))`,
    ),
  );

/** Delivers `data` to the page's service worker as the push service would (CDP ServiceWorker.deliverPushMessage). */
async function deliverPush(page: Page, data: unknown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${server.baseUrl}/`);
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: server.baseUrl,
    registrationId: await registrationId,
    data: JSON.stringify(data),
  });
}

/**
 * A phone page on our server at `pathname`, notifications allowed, once the service worker controls
 * it; signed in when `cookie` is given.
 */
async function openApp(pathname: string, cookie?: string): Promise<{ page: Page; worker: Worker }> {
  const page = await browser.newPage(viewports.phone);
  const context = page.context();
  await context.grantPermissions(["notifications"], { origin: server.baseUrl });
  if (cookie) {
    const value = cookie.slice("op_session=".length);
    await context.addCookies([{ name: "op_session", value, url: server.baseUrl, httpOnly: true }]);
  }
  await page.goto(`${server.baseUrl}${pathname}`);
  await controlledBy(page, "/sw.js");
  const worker = context.serviceWorkers().find((each) => each.url() === `${server.baseUrl}/sw.js`);
  if (!worker) throw new Error("no service worker");
  return { page, worker };
}

/** The athlete presses `action` on the notification shown (dispatched in the worker as the browser would). */
const press = (worker: Worker, action: "done" | "open") =>
  worker.evaluate(
    `self.registration.getNotifications().then(([notification]) => self.dispatchEvent(new NotificationEvent("notificationclick", { notification, action: ${JSON.stringify(action)} })))`,
  );

describe.skipIf(!hasChromium)("Reminders by web push, shown by the service worker", () => {
  it("on a phone: a habit's reminder shows Done and Open, and Done checks the habit without opening the app", async () => {
    const { cookie } = await registerAthlete("Jordan Lee");
    const created = await call("habits.create", { action: "Visualise ten free throws" }, cookie);
    const habitId = (await dataOf(created, z.object({ id: z.string() }))).id;
    const me = await query("auth.me", cookie, z.object({ id: z.string() }));
    const today = (await query("habits.list", cookie, Habits)).today;

    // The app is open on a page of its own, signed out: "Done" needs no session, only its token.
    const { page, worker } = await openApp("/login");

    const doneToken = signDoneToken(SIGNING_KEY, { userId: me.id, actionId: habitId, date: today }, new Date());
    const reminder = pushPayloadFor(
      { id: "e2e-reminder", kind: "habit", habit: "Visualise ten free throws" },
      doneToken,
    );
    await deliverPush(page, reminder);
    await expect
      .poll(() => shownNotifications(worker))
      .toEqual([
        {
          title: "Visualise ten free throws",
          body: "Time for your habit today. Tap Done when it's done.",
          tag: "reminder-e2e-reminder",
          actions: ["done", "open"],
        },
      ]);
    expect(await checkToday(cookie, habitId)).toBe("pending");

    await press(worker, "done");
    await expect.poll(() => checkToday(cookie, habitId)).toBe("completed");
    await expect.poll(() => shownNotifications(worker)).toEqual([]);
    // The app stayed where it was: "Done" opens nothing.
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(page.context().pages()).toHaveLength(1);
  });

  it("on a phone: a journal reminder offers only Open, which brings the open app to the journal", async () => {
    const { cookie } = await registerAthlete("Sam Rivera");
    const { page, worker } = await openApp("/breathwork", cookie);

    await deliverPush(page, pushPayloadFor({ id: "e2e-journal", kind: "journal", habit: null }));
    await expect.poll(async () => (await shownNotifications(worker)).map((shown) => shown.actions)).toEqual([["open"]]);
    await press(worker, "open");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/daily-journal");
  });
});
