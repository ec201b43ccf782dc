import { uuid } from "drizzle-orm/pg-core";
import { id, partOf } from "./columns";
import { users } from "./users";

// The columns that name a user, written once.

/** The owning user; deleting the user deletes the row. */
export const userRef = () => partOf(() => users.id);

/** The columns a user's own record starts with: its id and its owner. */
export const ownedRecord = () => ({ id: id(), userId: userRef() });

/** A user the row remembers (who sent it, who used it); kept when that account is removed. */
export const userMention = () => uuid().references(() => users.id, { onDelete: "set null" });
