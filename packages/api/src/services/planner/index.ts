// Roles and goals, the daily and two-week planners, generic tasks and the daily check-in
// (planning-and-reflection.md §2.7, §2.9, §3, §7). Every query is the caller's own: ownership is part
// of each `where`, so another user's record answers like a missing one.
export * from "./check-in";
export * from "./generic-tasks";
export * from "./objectives";
export * from "./planners";
export * from "./role-goals";
export * from "./tasks";
