import { randomUUID } from "node:crypto";
import type { Database } from "../client";
import { type NewUser, type User, users } from "../schema";

/** The password of every factory user, and its argon2id hash (m=19456, t=2, p=1). */
export const TEST_PASSWORD = "correct horse battery";
export const TEST_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$TZZ25tgoRAUtyYrEfMT2bw$pLsy6Y86sMTl0LF9Pcd5nthJubIAn+YlIB7Dhrx09vA";

export function uniqueEmail(prefix = "athlete"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** Inserts a user with plausible defaults; any column can be overridden. */
export async function createUser(db: Database, overrides: Partial<NewUser> = {}): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(),
      passwordHash: TEST_PASSWORD_HASH,
      name: "Sam Rivera",
      role: "Athlete",
      birthYear: 2007,
      gender: "male",
      sport: "Soccer",
      sportPosition: "Midfielder",
      yearsPlaying: "6",
      ...overrides,
    })
    .returning();
  if (!user) throw new Error("createUser inserted no row");
  return user;
}
