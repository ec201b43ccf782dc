import { pgTable } from "drizzle-orm/pg-core";
import { now } from "./columns";
import { userMention, userRef } from "./user-columns";

/**
 * Who may coach (issue 29, decision 035): a capability the admin grants and takes back, apart
 * from users.role (the answer given at registration). Taking it back removes the account from
 * every team it coaches in the same transaction (services/coach/grants.ts).
 */
export const coaches = pgTable("coaches", {
  userId: userRef().primaryKey(),
  /** The admin who granted it; kept when that account is removed. */
  grantedBy: userMention(),
  grantedAt: now(),
});
