import { type ChatMessage, CoachStreamEvent } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import type { AthleteContext } from "../../types";
import { createBuiltInTools } from ".";
import { answerPieces, coachAnswer } from "./chat";
import { intentOf } from "./chat-match";
import { dayText, excerpt } from "./chat-personal";
import { athleteFixture, emptyAthleteFixture } from "./fixture";

const tools = createBuiltInTools();
const athlete = athleteFixture();
const ask = (question: string, history: ChatMessage[] = [], who: AthleteContext = athlete) =>
  coachAnswer({ athlete: who, question, history });

async function collect(question: string, history: ChatMessage[] = []) {
  const events: CoachStreamEvent[] = [];
  for await (const event of tools.askCoach({ athlete, question, history })) events.push(CoachStreamEvent.parse(event));
  return events;
}

describe("built-in tools: ask your coach", () => {
  it.each([
    ["I get so nervous before big games, what can I do?", "Rename the feeling"],
    ["How do I bounce back after a mistake?", "Have a reset routine"],
    ["I doubt myself and have no confidence lately", "Keep a confidence list"],
    ["I get distracted and lose focus during games", "as an anchor"],
    ["I can't sleep the night before a tournament", "wind-down routine"],
    ["I have no motivation to train anymore", "Reconnect with your why"],
    ["How do I build a pre-game routine?", "Pre-event: plan the last 60 to 90 minutes"],
    ["My negative self-talk is killing me", "Stop and switch"],
    ["I'm not getting any playing time", "Ask for feedback directly"],
  ])("answers %j on its topic", (question, expected) => {
    const answer = ask(question);
    expect(answer).toContain(expected);
    expect(answer).toMatch(/\n1\. .+\n2\. /);
    expect(answer).toContain("In the app:");
  });

  it("uses the athlete's own data: focus word, routine, insight, journal and habits", () => {
    const mistakes = ask("How do I stop dwelling on mistakes?");
    expect(mistakes).toContain("Poise");
    expect(mistakes).toContain('You already have a routine for this, "Free throw reset"');
    expect(mistakes).toContain("Wipe my hands on my shorts");
    expect(mistakes).toContain("higher in weeks you did breathwork 3+ times (7.8 vs 6.2)");
    expect(mistakes).toContain("Your last 3 rated journal entries average 6.3 out of 10");
    expect(mistakes).toContain('On March 20 you wrote: "Dwelled on a turnover for the whole quarter"');
    const motivation = ask("I have lost my motivation");
    expect(motivation).toContain('Your most consistent habit is "Stretch before bed" at 90%');
    expect(motivation).toContain('"Visualize for 5 minutes" is at 40%');
    expect(motivation).toContain("To lead my team with energy");
  });

  it("says nothing it does not know about an athlete without data", () => {
    const answer = ask("I get nervous before games", [], emptyAthleteFixture());
    expect(answer).toContain("Rename the feeling");
    expect(answer).not.toMatch(/Poise|vs \d|average|you wrote|undefined/);
    expect(answer).toContain("You do not have a performance routine yet");
  });

  it("says when ratings trend up or down", () => {
    const journal = [9, 8, 5, 4].map((rating, index) => ({
      date: `2026-03-2${index}`,
      kind: "performance",
      rating,
      note: "",
    }));
    expect(ask("I have no confidence", [], athleteFixture({ journal }))).toContain("and they are trending up");
  });

  it("answers follow-ups on the topic of the conversation with new ideas, then says when it has no more", () => {
    const question = "I get nervous before games";
    const first = ask(question);
    const history: ChatMessage[] = [
      { role: "user", content: question },
      { role: "coach", content: first.slice(0, 600) },
    ];
    expect(intentOf("what else?", history)).toMatchObject({ kind: "followUp" });
    const second = ask("What else?", history);
    expect(second).toContain("Here are a few more ideas on nerves");
    expect(second).toContain("process goal");
    const third = ask("anything else?", [
      ...history,
      { role: "user", content: "What else?" },
      { role: "coach", content: second },
    ]);
    expect(third).toContain("Here are a few more ideas on nerves");
    expect(third).not.toBe(second);
    const fourth = ask("more?", [
      ...history,
      { role: "user", content: "What else?" },
      { role: "coach", content: `${second}\n${third}` },
    ]);
    expect(fourth).toContain("We have covered my main ideas on nerves");
  });

  it("mentions a second topic of the question", () => {
    expect(ask("I get nervous and then I can't sleep")).toContain("You also mentioned sleep");
  });

  it("points to a trusted adult or a professional at signs of crisis, with no coaching", () => {
    const answer = ask("Sometimes I want to hurt myself after a bad game");
    expect(answer).toContain("trusted adult");
    expect(answer).toContain("988");
    expect(answer).not.toContain("In the app:");
  });

  it("gives no medical advice", () => {
    const injury = ask("I hurt my ankle, should I play through the pain?");
    expect(injury).toContain("I cannot give medical, injury or nutrition advice");
    expect(injury).toContain("rehab plan");
    expect(ask("What supplement should I take before games?")).toContain("registered dietitian");
    expect(ask("I feel hopeless about my shooting")).toContain("talk to a trusted adult or a professional");
  });

  it("answers a question it has no topic for, greetings and thanks", () => {
    const general = ask("How should I handle my parents at games?");
    expect(general).toContain("Separate what you control");
    expect(general).toContain("Make 50 free throws after every practice");
    expect(general).toContain(
      'Your latest journal entry, on March 27, says: "Stayed calm at the line and made 6 of 7"',
    );
    expect(ask("hi")).toContain("I am your mental performance coach");
    expect(ask("thanks!")).toContain("You are welcome, Jordan");
  });

  it("streams the answer in pieces whose text is the whole answer", async () => {
    const events = await collect("How do I stay focused?");
    const deltas = events.filter((event) => event.type === "delta");
    const done = events.at(-1);
    expect(deltas.length).toBeGreaterThan(10);
    expect(done).toEqual({ type: "done", answer: ask("How do I stay focused?"), source: "built-in" });
    expect(deltas.map((event) => event.text).join("")).toBe(done?.type === "done" ? done.answer : "");
    expect(events.filter((event) => event.type === "done")).toHaveLength(1);
  });

  it("splits text into pieces that join back exactly", () => {
    const text = "One two three four five\n\n1. six seven  eight";
    expect(answerPieces(text, 2).join("")).toBe(text);
    expect(answerPieces("", 4)).toEqual([]);
  });

  it("lists tips for asking good questions", () => {
    const tips = tools.coachTips();
    expect(tips.length).toBeGreaterThanOrEqual(6);
    expect(tips.length).toBeLessThanOrEqual(8);
    tips.pop();
    expect(tools.coachTips().length).toBe(tips.length + 1);
  });

  it("writes journal dates as words and cuts long notes at a word", () => {
    expect(dayText("2026-03-07")).toBe("March 7");
    expect(dayText("not a date")).toBe("not a date");
    const long = excerpt(`${"word ".repeat(60)}end`);
    expect(long.length).toBeLessThanOrEqual(161);
    expect(long.endsWith("word…")).toBe(true);
  });
});
