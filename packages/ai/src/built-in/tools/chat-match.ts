import type { ChatMessage } from "@onepercent/validators";
import { type Answer, chatContent, type Practice, topicsContent } from "./content";

// What a question is about: the topics of content/chat-topics.json matched by keywords (word
// beginnings, so "nerv" finds nervous and nerves), the safety subjects first, and follow-ups
// ("what else?") answered on the topic of the conversation so far.

/** A subject the coach can answer: a topic, coming back from injury, or the general answer. */
export interface Subject {
  id: string;
  label: string;
  answer: Answer;
  related?: Practice | undefined;
  keywords: readonly string[];
}

export const GENERAL: Subject = { id: "general", label: "this", answer: chatContent.general, keywords: [] };

const INJURY: Subject = {
  id: "injury",
  label: chatContent.injury.label,
  answer: chatContent.injury,
  related: "relaxation",
  keywords: chatContent.injury.keywords,
};

/** Every subject with keywords, injury first (it comes with the health preface). */
export const SUBJECTS: readonly Subject[] = [
  INJURY,
  ...topicsContent.map((topic) => ({
    id: topic.id,
    label: topic.label,
    answer: topic,
    related: topic.related,
    keywords: topic.keywords,
  })),
];

/** Lower case, straight apostrophes, single spaces. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, " ").trim();
}

/** Text matched literally inside a regular expression. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The keyword at the beginning of a word of the text (or as a whole word). */
export function mentions(text: string, keyword: string, wholeWord = false): boolean {
  const end = wholeWord ? "(?![a-z0-9])" : "";
  return new RegExp(`(^|[^a-z0-9])${literal(normalize(keyword))}${end}`).test(normalize(text));
}

const mentionsAny = (text: string, keywords: readonly string[], wholeWord = false) =>
  keywords.some((keyword) => mentions(text, keyword, wholeWord));

/** The subjects a text is about, the most mentioned first (ties in content order). */
function subjectsOf(text: string): Subject[] {
  return SUBJECTS.map((subject, order) => ({
    subject,
    order,
    score: subject.keywords.filter((keyword) => mentions(text, keyword)).length,
  }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((match) => match.subject);
}

const isCrisis = (text: string) => mentionsAny(text, chatContent.crisis.keywords);
export const needsCare = (text: string) => mentionsAny(text, chatContent.wellbeing.keywords);
export const isHealthQuestion = (text: string) => mentionsAny(text, chatContent.medical.keywords);

const wordsIn = (text: string) => normalize(text).split(" ").filter(Boolean).length;
/** Greetings and thanks are whole words in a short message. */
const SHORT = 6;

export type Intent =
  | { kind: "crisis" }
  | { kind: "answer"; subject: Subject; also: Subject | undefined }
  | { kind: "followUp"; subject: Subject }
  | { kind: "greeting" }
  | { kind: "thanks" };

/** The subject of the conversation so far: the newest question of the athlete's that had one. */
function previousSubject(history: readonly ChatMessage[]): Subject | undefined {
  for (const message of [...history].reverse()) {
    if (message.role !== "user") continue;
    const subject = subjectsOf(message.content)[0];
    if (subject) return subject;
  }
  return history.some((message) => message.role === "coach") ? GENERAL : undefined;
}

/** What to answer: safety first, then the question's topic, a follow-up, small talk, or the general answer. */
export function intentOf(question: string, history: readonly ChatMessage[]): Intent {
  if (isCrisis(question)) return { kind: "crisis" };
  const [subject, also] = subjectsOf(question);
  const previous = previousSubject(history);
  const asksMore = mentionsAny(question, chatContent.followUp.keywords, true);
  if (subject) {
    if (asksMore && previous?.id === subject.id) return { kind: "followUp", subject };
    return { kind: "answer", subject, also };
  }
  const short = wordsIn(question) <= SHORT;
  const thanks = short && mentionsAny(question, chatContent.thanks.keywords, true);
  const greeting = short && mentionsAny(question, chatContent.greeting.keywords, true);
  if (previous && (asksMore || (wordsIn(question) <= 3 && !thanks && !greeting))) {
    return { kind: "followUp", subject: previous };
  }
  if (thanks) return { kind: "thanks" };
  if (greeting) return { kind: "greeting" };
  return { kind: "answer", subject: GENERAL, also: undefined };
}
