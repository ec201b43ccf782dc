// The Daily Success Checklist (planning-and-reflection.md §2.8, §3–§5, §9): the caller's own actions only.
export * from "./checks";
export * from "./reads";
export * from "./writes";
