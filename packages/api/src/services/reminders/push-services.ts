/**
 * The push services a subscription may name (decision 032). A subscription's endpoint is an
 * address the server later POSTs to: taken as given, any client could make the server send
 * requests into its own network. Only the browsers' push services are accepted, at subscribe
 * and again at send. Entries are origins, "https://host[:port]"; a host may start with "*." for
 * any of its subdomains. PUSH_SERVICES replaces the list (a self-hosted push service, tests).
 */
export const BROWSER_PUSH_SERVICES: readonly string[] = [
  "https://fcm.googleapis.com",
  "https://updates.push.services.mozilla.com",
  "https://*.push.services.mozilla.com",
  "https://web.push.apple.com",
  "https://*.notify.windows.com",
];

function urlOf(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** Whether `endpoint` is on one of the `allowed` push services. */
export function isPushService(endpoint: string, allowed: readonly string[]): boolean {
  const url = urlOf(endpoint);
  if (!url || url.username || url.password) return false;
  return allowed.some((entry) => {
    const wildcard = entry.includes("://*.");
    const origin = urlOf(wildcard ? entry.replace("://*.", "://") : entry);
    if (!origin || origin.protocol !== url.protocol || origin.port !== url.port) return false;
    return wildcard ? url.hostname.endsWith(`.${origin.hostname}`) : url.hostname === origin.hostname;
  });
}
