export * from "./bearer-token";
export * from "./password";
export * from "./session-token";
export * from "./sessions";
export * from "./signed-token";
export * from "./work-queue";
