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
} as const;
