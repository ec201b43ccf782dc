/**
 * The limits a user-facing text quotes ("at most 50 routines"). They live here, not in their area's
 * module, so that module and its texts (messages/<area>.ts) both import them without a cycle; the
 * area module re-exports them, so callers import them from the area as before.
 */

/** Coach chat (issue 15): a question's length, a saved conversation's turns, conversations kept per user. */
export const COACH_QUESTION_MAX = 2000;
export const CONVERSATION_MESSAGES_MAX = 200;
/** Saved conversations one user may keep; the oldest is not removed silently: the save is refused. */
export const CONVERSATIONS_MAX_PER_USER = 200;

/** Issue 14: limits of a performance routine. */
export const ROUTINE_NAME_MAX = 80;
export const ROUTINE_TEXT_MAX = 500;
export const ROUTINE_STEPS_MAX = 10;
export const ROUTINES_MAX_PER_USER = 50;

/** Limits of the AI tools (beyond the spec; the issue asks for caps and per-user quotas). */
export const AI_SCRIPT_MAX = 20_000;
export const AI_TITLE_MAX = 120;
/** Saved visualizations (generated, recorded or script only) one user may keep. */
export const AUDIO_LIBRARY_MAX = 100;
/** The longest audio address a saved imagery script keeps. */
export const AUDIO_URL_MAX = 500;
/** Saved mental imagery scripts one user may keep. */
export const IMAGERY_LIBRARY_MAX = 100;
/** What a script request's `userData` may carry: one text, and the items of one list. */
export const SCRIPT_USER_TEXT_MAX = 1000;
export const SCRIPT_USER_LIST_MAX = 20;

/** Issue 29: a team's name, and the wrong team codes one user may try per window. */
export const TEAM_NAME_MAX = 80;
export const TEAM_JOIN_MAX_FAILURES = 10;
export const TEAM_JOIN_WINDOW_SECONDS = 15 * 60;
/** The youngest age at which an athlete may share full journal entries (the age they are certain to have: teams.ts). */
export const FULL_JOURNALS_MIN_AGE = 16;
/** Issue 29 parts 4 and 5: an assignment's title (a program's name), a program's size and weeks, a coach's note. */
export const ASSIGNMENT_TITLE_MAX = 80;
export const PROGRAM_ITEMS_MAX = 10;
export const PROGRAM_WEEKS_MAX = 12;
export const COACH_NOTE_MAX = 500;
