import type { AthleteContext, JournalNote } from "../../types";
import { pickRoutine, routineValues } from "./athlete";
import { GENERAL, literal, mentions, type Subject } from "./chat-match";
import { chatContent } from "./content";
import { clause, fillLine, fillText, type Values } from "./fill";
import { bestInsight, ratingText } from "./insight";

// The part of an answer only this athlete gets: their practice-to-performance insight, their
// routine, their journal ratings and notes, their habits and their one word focus.

const personal = chatContent.personal;
const NOTE_MAX = 160;
/** A trend needs this many rated entries, and a difference of at least one point between halves. */
const TREND_ENTRIES = 4;

const said = (text: string, values: Values): string[] => {
  const filled = fillText(text, values);
  return filled === null ? [] : [filled];
};

/** "March 27" for 2026-03-27 (the date as written, whatever the server's time zone). */
export function dayText(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return clause(date);
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" }).format(day);
}

/** A note cut to NOTE_MAX characters at a word. */
export function excerpt(note: string): string {
  const text = clause(note);
  if (text.length <= NOTE_MAX) return text;
  return `${text.slice(0, text.lastIndexOf(" ", NOTE_MAX)).replace(/[\s,;:]+$/, "")}…`;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function journalLines(athlete: AthleteContext, subject: Subject): string[] {
  const lines: string[] = [];
  const rated = athlete.journal.flatMap((entry) => (entry.rating === null ? [] : [entry.rating]));
  if (rated.length >= 2) {
    const half = Math.ceil(rated.length / 2);
    const difference = mean(rated.slice(0, half)) - mean(rated.slice(half));
    const trend =
      rated.length < TREND_ENTRIES || Math.abs(difference) < 1 ? "" : personal.trend[difference > 0 ? "up" : "down"];
    const values = { count: String(rated.length), average: ratingText(mean(rated)), trend };
    lines.push(...personal.journalAverage.flatMap((line) => fillLine(line, values)));
  }
  const withNote = athlete.journal.filter((entry) => clause(entry.note) !== "");
  const note = (entry: JournalNote, text: string) =>
    said(text, { date: dayText(entry.date), note: excerpt(entry.note) });
  // The entry that speaks most of the topic (the newest of equals).
  const onTopic = withNote
    .map((entry) => ({ entry, hits: subject.keywords.filter((keyword) => mentions(entry.note, keyword)).length }))
    .filter((match) => match.hits > 0)
    .sort((a, b) => b.hits - a.hits)[0]?.entry;
  if (onTopic) lines.push(...note(onTopic, personal.journalNote));
  else if (subject.id === GENERAL.id && withNote[0]) lines.push(...note(withNote[0], personal.latestNote));
  return lines;
}

function habitLines(athlete: AthleteContext): string[] {
  const rated = athlete.habits.flatMap((habit) =>
    habit.rate === null || clause(habit.name) === "" ? [] : [{ habit: clause(habit.name), rate: habit.rate }],
  );
  const byRate = [...rated].sort((a, b) => b.rate - a.rate);
  const best = byRate[0];
  const low = byRate.at(-1);
  const percent = (rate: number) => String(Math.round(rate * 100));
  return [
    ...(best && best.rate >= 0.6 ? said(personal.habitBest, { habit: best.habit, rate: percent(best.rate) }) : []),
    ...(low && low !== best && low.rate < 0.5
      ? said(personal.habitLow, { habit: low.habit, rate: percent(low.rate) })
      : []),
  ];
}

function routineLines(athlete: AthleteContext, subject: Subject, event: string): string[] {
  if (!subject.answer.tools.includes("routines")) return [];
  const fits = new RegExp(subject.keywords.map(literal).join("|"), "i");
  const picked = pickRoutine(athlete.routines, subject.keywords.length > 0 ? fits : undefined);
  if (!picked) return said(personal.noRoutine, { event });
  return said(picked.fits ? personal.routineMatch : personal.routineOther, routineValues(picked.routine));
}

/**
 * The athlete's own lines for an answer on `subject`. `answer` is what the answer already says,
 * so the one word focus is not said twice; `event` is the sport's word for a competition.
 */
export function personalLines(athlete: AthleteContext, subject: Subject, answer: string, event: string): string[] {
  const insight = bestInsight(athlete.practice, subject.related);
  const insightLine = insight
    ? said(personal.insight, {
        practice: fillText(personal.practice[insight.practice], { threshold: String(insight.threshold) }) ?? "",
        withMean: ratingText(insight.withMean),
        withoutMean: ratingText(insight.withoutMean),
      })
    : [];
  const focus = clause(athlete.oneWordFocus);
  const journal = journalLines(athlete, subject);
  const noJournal =
    athlete.journal.length === 0 && subject.answer.tools.includes("journal") ? said(personal.noJournal, { event }) : [];
  const habits = subject.related === "habits" || subject.answer.tools.includes("habits") ? habitLines(athlete) : [];
  return [
    ...insightLine,
    ...routineLines(athlete, subject, event),
    ...journal,
    ...noJournal,
    ...habits,
    ...(focus !== "" && !answer.includes(focus) ? said(personal.focusWord, { oneWordFocus: focus }) : []),
  ];
}
