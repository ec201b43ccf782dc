import { FULL_JOURNALS_MIN_AGE, TEAM_NAME_MAX } from "../limits";

/** What coaches and teams (issue 29) say: refusals, the table's flags and the sharing summary's words. */
export const teamMessages = {
  nameRequired: "Please give the team a name",
  nameTooLong: `Please keep the team name under ${TEAM_NAME_MAX} characters`,
  createFailed: "Failed to create the team. Please try again.",
  codeRequired: "Please enter the team code",
  codeInvalid: "This team code is not valid. Ask your coach for the current one.",
  coachOwnTeam: "You coach this team, so you cannot join it as an athlete",
  coachEmailRequired: "Please enter the coach's e-mail address",
  lastCoach: "A team needs at least one coach",
  fullJournalsUnder16: `Athletes under ${FULL_JOURNALS_MIN_AGE} can share journal ratings, but not full journal entries`,
  levelInvalid: "Please choose what to share",
  inactive: "No activity for 7 days",
  ratingsFalling: "Performance ratings falling three weeks in a row",
  seesNothing: "nothing",
  noCoach: "This team has no coach yet: nobody sees anything",
} as const;
