import { randomBytes } from "node:crypto";
import { startTcpProxy, type TcpProxy } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { offlineMessages } from "@onepercent/validators/messages/offline";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations, settleAnimations } from "../support/axe";
import { hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";
import { E2E_THROTTLES, type RunningServer, startServer } from "../support/server";
import { serverCalls } from "../support/server-calls";

/**
 * PostgreSQL going away under a journal being written (issue 17, decision 025): a server of this
 * spec's own reaches its database through a TCP proxy the spec cuts and restores. PGlite runs
 * inside the server's process and cannot be cut off: on it this spec is skipped.
 */
const baseUrl = process.env.DATABASE_URL;
const browser = useBrowser();

describe.skipIf(!baseUrl || !hasChromium)("the journal while the database is away (PostgreSQL only)", () => {
  const name = `onepercent_outage_${randomBytes(6).toString("hex")}`;
  const admin = baseUrl ? postgres(baseUrl, { max: 1, onnotice: () => {} }) : null;
  let proxy: TcpProxy | undefined;
  let server: RunningServer | undefined;
  const url = (path: string) => `${server?.baseUrl ?? ""}${path}`;
  const { registerAthlete } = serverCalls(() => server?.baseUrl ?? "");

  beforeAll(async () => {
    if (!admin || !baseUrl) return;
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    const target = new URL(baseUrl);
    target.pathname = `/${name}`;
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    server = await startServer({ ...E2E_THROTTLES, DATABASE_URL: proxy.urlFor(target.toString()) });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await admin?.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin?.end();
  });

  it("on a phone: keeps the entry on the device while the database is away, and saves it once it is back", async () => {
    const { cookie } = await registerAthlete("Dana Reyes");

    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await page
      .context()
      .addCookies([{ name: "op_session", value: cookie.slice("op_session=".length), url: url("/"), httpOnly: true }]);
    await page.goto(url("/journal"));
    await page.getByLabel("Win 1").fill("Ran every drill at full speed");
    await page.getByLabel("Notes").fill("Wrote this after the late game");

    if (!proxy) throw new Error("the proxy starts in beforeAll");
    await proxy.cut();
    browser.allowConsoleErrors(/status of 503/);
    await page.getByRole("button", { name: "Save Journal Entry" }).click();
    // The server answers 503 (its database is away): the entry is kept in the outbox, shown as the
    // day's entry and waiting to be sent (issue 28, decision 034).
    await visible(page.getByRole("heading", { name: messages.journalSaved })).toBe(true);
    await visible(page.getByText(offlineMessages.waitingMark, { exact: true })).toBe(true);
    await visible(page.getByText("Ran every drill at full speed")).toBe(true);
    await settleAnimations(page);
    await page.screenshot({ path: `${SHOTS_DIR}/outage-phone-journal.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await proxy.restore();
    await expect.poll(async () => (await fetch(url("/api/health"))).status, { timeout: 10_000 }).toBe(200);
    // The outbox tries again every 30 s (and when the browser says it is online again).
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect
      .poll(() => page.getByText(offlineMessages.waitingMark, { exact: true }).isVisible(), { timeout: 45_000 })
      .toBe(false);
    // Saved once, though it was sent again and again while the database was away.
    const database = new URL(baseUrl ?? "");
    database.pathname = `/${name}`;
    const reader = postgres(database.toString(), { max: 1, onnotice: () => {} });
    const [entries] = await reader<{ count: number }[]>`select count(*)::int as count from journal_entries`;
    await reader.end();
    expect(entries?.count).toBe(1);
  });
});
