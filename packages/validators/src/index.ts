export * from "./errors";
export * from "./messages";
export * from "./session";
export * from "./sports";
export * from "./user";
