import { sql } from "@onepercent/db";
import { messages } from "@onepercent/validators";
import superjson from "superjson";
import { afterEach, describe, expect, it } from "vitest";
import { CSRF_HEADER } from "../src/http/security";
import { bearer, signUp, useTestApp } from "./support/test-app";

/** The settings of `npm start`: nothing set, so the default mode. */
const logLines: string[] = [];
const t = useTestApp({}, { logLines });
const dev = useTestApp({ NODE_ENV: "development" });

const BODY_TEXT = "a private note about my coach 7f3a";

/** Breaks the contact table on purpose; `afterEach` mends it. */
const breakages = {
  "a violated constraint": [
    sql`alter table contact_messages add constraint probe_refuses_everything check (false) not valid`,
    sql`alter table contact_messages drop constraint probe_refuses_everything`,
  ],
  "a missing table": [
    sql`alter table contact_messages rename to contact_messages_gone`,
    sql`alter table contact_messages_gone rename to contact_messages`,
  ],
} as const;
let mend: (() => Promise<unknown>) | null = null;
afterEach(async () => {
  await mend?.();
  mend = null;
});

function contactViaTrpc(app: typeof t, token: string) {
  return app.request("/trpc/contact.send", {
    method: "POST",
    headers: { "content-type": "application/json", [CSRF_HEADER]: "web", ...bearer(token).headers },
    body: JSON.stringify(superjson.serialize({ subject: "Hello", message: BODY_TEXT })),
  });
}

/** What must never reach a client: a stack, SQL, a table or constraint name, a file path. */
function expectNothingInternal(text: string) {
  expect(text).not.toMatch(/stack/i);
  expect(text).not.toMatch(/insert into|select |contact_messages|probe_refuses|constraint|relation/i);
  expect(text).not.toMatch(/\.ts\b|\.js\b|node_modules|\/work\/|\/home\/|file:/);
  expect(text).not.toMatch(/\bat .*:\d+:\d+/);
}

describe.each(Object.entries(breakages))("an internal error (%s) in the default mode", (_name, [breakIt, mendIt]) => {
  it("answers REST and tRPC clients the generic message only, and logs no user data", async () => {
    const { token } = await signUp(t);
    await t.db.execute(breakIt);
    mend = () => t.db.execute(mendIt);
    logLines.length = 0;

    const rest = await t.postJson("/api/users/contact", { subject: "Hello", message: BODY_TEXT }, bearer(token));
    expect(rest.status).toBe(500);
    const restText = await rest.text();
    expect(JSON.parse(restText)).toEqual({ message: messages.internal });
    expectNothingInternal(restText);

    const trpc = await contactViaTrpc(t, token);
    expect(trpc.status).toBe(500);
    const trpcText = await trpc.text();
    expect(trpcText).toContain(messages.internal);
    expectNothingInternal(trpcText);

    // The failure is logged for the operator, without the message the user wrote.
    const log = logLines.join("");
    expect(log).toContain('"level":50');
    expect(log).not.toContain(BODY_TEXT);
  });
});

describe("development mode (NODE_ENV=development, as npm run dev sets)", () => {
  it("adds the stack to tRPC errors", async () => {
    const { token } = await signUp(dev);
    await dev.db.execute(breakages["a missing table"][0]);
    mend = () => dev.db.execute(breakages["a missing table"][1]);
    const response = await contactViaTrpc(dev, token);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('"stack"');
  });
});
