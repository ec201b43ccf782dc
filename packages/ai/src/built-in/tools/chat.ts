import type { ChatMessage, CoachStreamEvent } from "@onepercent/validators";
import type { AthleteContext, CoachQuestion } from "../../types";
import { athleteValues } from "./athlete";
import { intentOf, isHealthQuestion, needsCare, type Subject } from "./chat-match";
import { personalLines } from "./chat-personal";
import { chatContent } from "./content";
import { type ContentLine, fillLines, fillText, type Values } from "./fill";

// Ask Your Coach, offline (training-and-tools.md §2; issue 15): an answer on the question's topic
// with the athlete's own data, streamed in small pieces like a model's answer.

/** Tools named under an answer, at most. */
const TOOLS_MAX = 3;
/** Ideas given per "what else?", so that a second one still has something new. */
const FOLLOW_UP_IDEAS = 2;
/** Words per streamed piece. */
const PIECE_WORDS = 4;

const sentences = (lines: readonly ContentLine[], values: Values) => fillLines(lines, values).join(" ");
const numbered = (items: readonly string[]) => items.map((item, index) => `${index + 1}. ${item}`).join("\n");
const bullets = (heading: string, items: readonly string[]) =>
  [heading, ...items.map((item) => `- ${item}`)].join("\n");

function toolsParagraph(subject: Subject): string {
  return bullets(
    chatContent.toolsHeading,
    subject.answer.tools.slice(0, TOOLS_MAX).map((tool) => chatContent.tools[tool]),
  );
}

function topicAnswer(
  athlete: AthleteContext,
  question: string,
  values: Values,
  subject: Subject,
  also: Subject | undefined,
): string[] {
  const paragraphs: string[] = [];
  if (needsCare(question)) paragraphs.push(sentences(chatContent.wellbeing.lines, values));
  if (subject.id === "injury" || isHealthQuestion(question))
    paragraphs.push(sentences(chatContent.medical.lines, values));
  paragraphs.push(sentences(subject.answer.opening, values), numbered(fillLines(subject.answer.steps, values)));
  const alsoStep = also ? fillLines(also.answer.steps, values)[0] : undefined;
  if (also && alsoStep) {
    paragraphs.push(fillText(chatContent.alsoMentioned, { topic: also.label, step: alsoStep }) ?? alsoStep);
  }
  const mine = personalLines(athlete, subject, paragraphs.join("\n"), values.event ?? "");
  if (mine.length > 0) paragraphs.push(bullets(chatContent.personal.heading, mine));
  if (subject.answer.tools.length > 0) paragraphs.push(toolsParagraph(subject));
  paragraphs.push(sentences(subject.answer.closing, values));
  return paragraphs;
}

function followUpAnswer(athlete: AthleteContext, history: readonly ChatMessage[], values: Values, subject: Subject) {
  const before = history
    .filter((message) => message.role === "coach")
    .map((message) => message.content)
    .join("\n");
  const topic = { topic: subject.label };
  const fresh = fillLines(subject.answer.more, values)
    .filter((idea) => !before.includes(idea.slice(0, 60)))
    .slice(0, FOLLOW_UP_IDEAS);
  if (fresh.length === 0) return [fillText(chatContent.followUp.exhausted, topic) ?? ""];
  const mine = personalLines(athlete, subject, `${before}\n${fresh.join("\n")}`, values.event ?? "").filter(
    (line) => !before.includes(line.slice(0, 60)),
  );
  return [
    fillText(chatContent.followUp.intro, topic) ?? "",
    numbered(fresh),
    ...(mine.length > 0 ? [bullets(chatContent.personal.heading, mine.slice(0, 2))] : []),
  ];
}

/** The built-in coach's whole answer to a question. */
export function coachAnswer({ athlete, question, history }: CoachQuestion): string {
  const { values } = athleteValues(athlete);
  const intent = intentOf(question, history);
  let paragraphs: string[];
  switch (intent.kind) {
    case "crisis":
      paragraphs = fillLines(chatContent.crisis.lines, values);
      break;
    case "greeting":
      paragraphs = [sentences(chatContent.greeting.lines, values)];
      break;
    case "thanks":
      paragraphs = [sentences(chatContent.thanks.lines, values)];
      break;
    case "followUp":
      paragraphs = followUpAnswer(athlete, history, values, intent.subject);
      break;
    case "answer":
      paragraphs = topicAnswer(athlete, question, values, intent.subject, intent.also);
      break;
  }
  return paragraphs
    .filter((paragraph) => paragraph.trim() !== "")
    .join("\n\n")
    .trim();
}

/** The text in pieces of a few words; the pieces joined are the text. */
export function answerPieces(text: string, words = PIECE_WORDS): string[] {
  const tokens = text.match(/\s*\S+/g) ?? [];
  const pieces: string[] = [];
  for (let index = 0; index < tokens.length; index += words) pieces.push(tokens.slice(index, index + words).join(""));
  const joined = pieces.join("");
  // Whitespace after the last word (none in a trimmed answer) still belongs to the answer.
  if (joined.length < text.length) pieces.push(text.slice(joined.length));
  return pieces;
}

/** The answer as the chat streams it: the pieces as deltas, then the whole answer. */
export async function* streamCoachAnswer(request: CoachQuestion): AsyncGenerator<CoachStreamEvent> {
  const answer = coachAnswer(request);
  for (const text of answerPieces(answer)) {
    // Let the server send each piece (and serve other requests) before the next one.
    await new Promise<void>((resolve) => setImmediate(resolve));
    yield { type: "delta", text };
  }
  yield { type: "done", answer, source: "built-in" };
}
