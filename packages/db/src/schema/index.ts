export * from "./analytics";
export * from "./rate-limits";
export * from "./sessions";
export * from "./users";
