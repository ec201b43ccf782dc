// The coach admin (platform.md §2, §4, §6): the password gate, the users table, the audit log and
// the operator's bootstrap of the admin account.
export * from "./audit";
export * from "./bootstrap";
export * from "./gate";
export * from "./users";
