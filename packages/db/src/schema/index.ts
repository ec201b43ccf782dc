export * from "./rate-limits";
export * from "./sessions";
export * from "./users";
