// The athlete's side of teams (issue 29, decision 035): the teams they are in, joining and leaving,
// what each team's coaches see, the audit list of every change, the coaches' offers and notes.
export * from "./memberships";
export * from "./notes";
export * from "./offers";
export * from "./share-changes";
export * from "./sharing";
