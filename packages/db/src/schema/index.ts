export * from "./analytics";
export * from "./contact";
export * from "./email";
export * from "./logins";
export * from "./rate-limits";
export * from "./sessions";
export * from "./starter-tasks";
export * from "./users";
