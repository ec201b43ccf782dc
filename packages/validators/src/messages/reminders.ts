/** What the reminders settings (issue 28) say when an input is refused. */
export const reminderMessages = {
  timeInvalid: "Please give a time as HH:MM",
  daysRequired: "Please choose at least one day",
  kindInvalid: "Please choose what to be reminded of",
  habitRequired: "Please choose the habit to be reminded of",
  channelInvalid: "Please choose push notifications or e-mail",
  quietHoursInvalid: "Quiet hours need a start and an end that differ",
  subscriptionInvalid: "This browser's push subscription could not be read",
  tooMany: "You can have at most 50 reminders",
  doneLinkInvalid: "This reminder's link is no longer valid",
  saved: "Reminders saved",
  loadFailed: "Failed to load your reminders. Please try again.",
  saveFailed: "Failed to save your reminders. Please try again.",
  pushOn: "Push notifications are on in this browser.",
  pushOff: "Push notifications are not on in this browser yet.",
  pushUnavailable: "Push notifications are not available on this server: reminders come by e-mail.",
  pushUnsupported: "This browser cannot show push notifications. You can get your reminders by e-mail instead.",
  pushDenied:
    "Notifications are blocked for this site in your browser's settings. You can get your reminders by e-mail instead.",
  pushFailed:
    "Push notifications could not be turned on in this browser. You can get your reminders by e-mail instead.",
} as const;
