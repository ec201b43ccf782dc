// The coach's side of teams (issue 29, decision 035): who may coach, the coach's teams, the team
// table and the athlete page, assignments, notes and the team's CSV. Every read and change goes
// through `authorize` (access.ts) first.
export * from "./assignments";
export * from "./athlete-page";
export * from "./grants";
export * from "./notes";
export * from "./team-export";
export * from "./team-table";
export * from "./teams";
