// The Focus area (training-and-tools.md §2–§4, §7, §9): breathwork, relaxation and the concentration
// grid. Every query is the caller's own; capped writes hold under concurrency (daily-cap.ts).
export * from "./breathwork";
export * from "./breathwork-history";
export * from "./concentration";
export * from "./relaxation";
