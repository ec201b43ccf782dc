/** training-and-tools.md §2 Mindset script, §8: the screen's texts, verbatim where the spec gives them. */
export const mindsetScriptMessages = {
  loadFailed: (detail: string) => `Failed to load your mindset data: ${detail}`,
  microphoneFailed: (detail: string) => `Could not access microphone: ${detail}`,
  copied: "Script copied to clipboard",
  copyFailed: "Could not copy the script. Please select the text and copy it yourself.",
  downloadFailed: "Could not download the script. Please try again.",
  recordingUnsupported: "This browser cannot record audio",
  playbackFailed: "Could not play the recording",
  empty: "Your mindset script is empty",
} as const;
