// Registration invitations (platform.md §2, §3, §4): sent by the admin, used by the invitee.
export * from "./send";
export * from "./use";
