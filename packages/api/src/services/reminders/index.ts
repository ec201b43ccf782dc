// Reminders (issue 28, decision 032): the athlete's reminders, how they come, and the browsers
// that get them; the "Done" action of a habit's reminder.
export * from "./done";
export * from "./done-token";
export * from "./next";
export * from "./push-subscriptions";
export * from "./rows";
export * from "./settings";
export * from "./time-zone";
export * from "./writes";
