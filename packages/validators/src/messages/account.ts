/** Signed-in devices, My data and Delete my account on /profile (issue 16, parts 4 and 5). */
export const accountMessages = {
  devicesLoadFailed: "Failed to load your signed-in devices. Please try again.",
  deviceNotFound: "That device is no longer signed in.",
  revokeCurrent: "This is the device you are using: use Logout to sign out here.",
  revokeFailed: "Failed to sign out that device. Please try again.",
  signOutOthersFailed: "Failed to sign out your other devices. Please try again.",
  signedOutOthers: "Signed out everywhere else.",
  deviceSignedOut: "Device signed out.",
  exportFailed: "Failed to download your data. Please try again.",
  passwordRequired: "Please enter your password",
  passwordIncorrect: "Password is incorrect",
  googleConfirmationNeeded: "Please enter your password or confirm with Google first.",
  adminCannotDelete: "The admin account cannot be deleted from the profile. Make another account the admin first.",
  deleteFailed: "Failed to delete your account. Please try again.",
  accountDeleted: "Your account and all its data have been deleted.",
} as const;
