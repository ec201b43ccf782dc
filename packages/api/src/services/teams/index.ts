// The athlete's side of teams (issue 29, decision 035): the teams they are in, joining and leaving,
// what each team's coaches see, and the audit list of every change.
export * from "./memberships";
export * from "./share-changes";
export * from "./sharing";
