import type { OnboardingResponses } from "@onepercent/validators";
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps, timestamptz } from "./columns";

export const users = pgTable(
  "users",
  {
    id: id(),
    /** Always stored lower-case (validators normalise it). */
    email: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    role: text({ enum: ["Athlete", "Parent", "Coach"] }).notNull(),
    birthYear: integer().notNull(),
    gender: text({ enum: ["male", "female", "prefer-not-to-say", "non_binary"] }).notNull(),
    sport: text().notNull(),
    sportPosition: text(),
    yearsPlaying: text().notNull(),
    subscriptionStatus: text().notNull().default("free"),
    isAdmin: boolean().notNull().default(false),
    onboardingCompleted: boolean().notNull().default(false),
    /** platform.md §4: false once the user closed the onboarding modal early (it stops opening). */
    onboardingNeeded: boolean().notNull().default(true),
    /** The onboarding answers (platform.md §3); null until the user saves them. */
    onboardingResponses: jsonb().$type<OnboardingResponses>(),
    /** IANA time zone of the user's browser, for calendar days ("today"). */
    timeZone: text().notNull().default("UTC"),
    /** The Google account linked to this one (the OpenID `sub`); null without Google sign-in. */
    googleSubject: text(),
    /** Set while the coach admin has disabled the account: it cannot sign in and has no session. */
    disabledAt: timestamptz(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_google_subject_unique").on(table.googleSubject),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
