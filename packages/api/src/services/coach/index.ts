// The coach's side of teams (issue 29, decision 035): who may coach, the coach's teams, the team
// table and the athlete page. Every read and change goes through `authorize` (access.ts) first.
export * from "./athlete-page";
export * from "./grants";
export * from "./team-table";
export * from "./teams";
