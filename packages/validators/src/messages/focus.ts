/** The Focus area's user-facing texts (training-and-tools.md §5, §8), used verbatim by server and client. */
export const focusMessages = {
  // Breathwork (§5 custom preset, §8).
  presetNameRequired: "Please provide a name for your preset",
  presetValuesInvalid: "Please ensure all values are valid",
  presetNameTooLong: "Please keep the preset name under 40 characters",
  presetNameBuiltIn: "That name belongs to a built-in preset. Please choose another name.",
  presetsTooMany: "You can keep at most 20 custom presets. Delete one to add another.",
  presetNotFound: "Preset not found",
  presetDeleted: "Preset deleted",
  loginToSaveSessions: "You must be logged in to save sessions",
  breathworkSessionInvalid: "Please give a valid breathwork session",
  breathworkLoadFailed: "Failed to load breathwork data",
  breathworkSaveFailed: "Failed to save session",
  breathworkHistoryFailed: "Failed to load history data",
  presetSaveFailed: "Failed to save custom preset",
  presetDeleteFailed: "Failed to delete preset",
  audioBlocked: "Audio playback was blocked. Please interact with the page first.",
  // Relaxation (§4).
  relaxationLengthInvalid: "Please choose 1, 2 or 4 minutes",
  relaxationDurationInvalid: "The time relaxed must be between 0 seconds and the chosen length",
  relaxationNotesTooLong: "Please keep the notes under 1000 characters",
  relaxationEndConfirm: "Are you sure you want to end your relaxation session?",
  // Concentration grid (§8).
  gridSizeInvalid: "Please choose a grid of 4x4, 5x5, 6x6 or 8x8",
  gridDurationInvalid: "Please give the game's time in milliseconds, from 1 second to 1 hour",
  gridStatsFailed: "Failed to fetch statistics",
  gridSaveFailed: "Failed to save attempt",
  gridClearFailed: "Failed to clear history",
  historyCleared: "History cleared",
  // Every Focus record kind has a daily cap (a guard against scripts, far above real use).
  focusDailyLimit: "You have saved the most sessions allowed for one day. Please try again tomorrow.",
} as const;
