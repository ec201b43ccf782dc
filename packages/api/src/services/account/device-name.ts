import Bowser from "bowser";

const UNKNOWN_DEVICE = "Unknown device";

/**
 * A person's name for the device behind a User-Agent: "Chrome on Android", "Safari on iPhone",
 * "Microsoft Edge on Windows"; "Unknown device" when the browser cannot be told.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim();
  if (!agent) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(agent);
  const browser = parsed.browser.name?.trim();
  if (!browser) return UNKNOWN_DEVICE;
  // A phone or tablet model says more than its system (iPhone rather than iOS).
  const model = parsed.platform.type === "desktop" ? undefined : parsed.platform.model?.trim();
  const place = model || parsed.os.name?.trim();
  return place ? `${browser} on ${place}` : browser;
}
