import { CoachStreamEvent, messages } from "@onepercent/validators";
import superjson, { type SuperJSONResult } from "superjson";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cookieUser } from "./support/ai-kit";
import { bearer, signUp, useTestApp } from "./support/test-app";

const t = useTestApp();

/** The URL httpSubscriptionLink opens for ai.coach.ask: the input serialised, in the query. */
const askUrl = (input: unknown) =>
  `/trpc/ai.coach.ask?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;

interface ServerEvent {
  event: string | undefined;
  data: string;
}

/** The server-sent events of a whole stream (RFC: blank-line separated blocks of `field: value`). */
function eventsOf(text: string): ServerEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const lines = block.split("\n");
      const field = (name: string) =>
        lines.filter((line) => line.startsWith(`${name}:`)).map((line) => line.slice(name.length + 1).trimStart());
      return { event: field("event")[0], data: field("data").join("\n") };
    });
}

const Serialized = z.custom<SuperJSONResult>((value) => typeof value === "object" && value !== null && "json" in value);
const dataEvent = (event: ServerEvent) =>
  CoachStreamEvent.parse(superjson.deserialize(Serialized.parse(JSON.parse(event.data))));

describe("ai.coach.ask over server-sent events", () => {
  it("streams the built-in coach's answer piece by piece to the web app's cookie, then the whole answer", async () => {
    const { cookie } = await cookieUser(t);
    const response = await t.request(askUrl({ question: "I get nervous before big games. What can I do?" }), {
      headers: { cookie, accept: "text/event-stream" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = eventsOf(await response.text());
    expect(events[0]?.event).toBe("connected");
    expect(events.at(-1)?.event).toBe("return");
    const coach = events.filter((event) => event.event === undefined).map(dataEvent);
    const deltas = coach.filter((event) => event.type === "delta");
    expect(deltas.length).toBeGreaterThanOrEqual(3);
    const done = coach.at(-1);
    if (done?.type !== "done") throw new Error("the stream ended without the whole answer");
    expect(done.source).toBe("built-in");
    expect(deltas.map((event) => (event.type === "delta" ? event.text : "")).join("")).toBe(done.answer);
    expect(done.answer.length).toBeGreaterThan(100);
  });

  it("takes a bearer token too, and carries the earlier turns", async () => {
    const { token } = await signUp(t);
    const history = [
      { role: "user", content: "How do I bounce back from a mistake?" },
      { role: "coach", content: "Name it, release it, next play." },
    ];
    const response = await t.request(askUrl({ question: "And if it happens again?", history }), bearer(token));
    const coach = eventsOf(await response.text())
      .filter((event) => event.event === undefined)
      .map(dataEvent);
    expect(coach.at(-1)?.type).toBe("done");
  });

  it("refuses an anonymous caller in the stream with the session message and 401's code", async () => {
    const response = await t.request(askUrl({ question: "Hello?" }));
    const errors = eventsOf(await response.text()).filter((event) => event.event === "serialized-error");
    expect(errors).toHaveLength(1);
    const error = superjson.deserialize(Serialized.parse(JSON.parse(errors[0]?.data ?? "{}")));
    expect(error).toMatchObject({ message: messages.sessionExpired, data: { code: "UNAUTHORIZED", httpStatus: 401 } });
  });

  it("refuses an empty question in the stream with the spec's message", async () => {
    const { token } = await signUp(t);
    const response = await t.request(askUrl({ question: " " }), bearer(token));
    const [error] = eventsOf(await response.text()).filter((event) => event.event === "serialized-error");
    expect(superjson.deserialize(Serialized.parse(JSON.parse(error?.data ?? "{}")))).toMatchObject({
      message: "Please enter a question",
      data: { code: "BAD_REQUEST" },
    });
  });
});
