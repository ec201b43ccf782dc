export * from "./analytics";
export * from "./analytics-events";
export * from "./contact";
export * from "./errors";
export * from "./messages";
export * from "./session";
export * from "./sports";
export * from "./user";
