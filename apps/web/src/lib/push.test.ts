import { afterEach, describe, expect, it, vi } from "vitest";
import { applicationServerKey, type PushSubscriptionKeys, subscriptionKeys, turnOffPush, turnOnPush } from "./push";

/** A VAPID public key (65 bytes, base64url) as the server hands it out. */
const PUBLIC_KEY = "BEeFBJ4ksEB-GCDlOnFwCjiUe06N0nr9az6C81jlMuT220C6ToImwJMl9Mgbxwgj5sk9_UXpX6trkisCgf5Z6AI";
const KEYS: PushSubscriptionKeys = { endpoint: "https://push.example.test/abc", keys: { p256dh: "p", auth: "a" } };

/** A browser with push: a service worker whose push manager hands out `subscribe`'s answer. */
function browserWithPush(permission: NotificationPermission, subscribe: () => Promise<unknown>) {
  const subscription = { endpoint: KEYS.endpoint, toJSON: () => KEYS, unsubscribe: vi.fn(async () => true) };
  const pushManager = {
    getSubscription: vi.fn(async (): Promise<typeof subscription | null> => null),
    subscribe: vi.fn(async () => {
      await subscribe();
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal("window", { PushManager: class {}, Notification: class {} });
  vi.stubGlobal("Notification", { permission: "default", requestPermission: async () => permission });
  vi.stubGlobal("navigator", {
    serviceWorker: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscription, pushManager };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("applicationServerKey", () => {
  it("decodes the base64url key into its 65 bytes, an uncompressed P-256 point", () => {
    const bytes = applicationServerKey(PUBLIC_KEY);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });
});

describe("subscriptionKeys", () => {
  it("takes the endpoint and both keys, and nothing when one is missing", () => {
    expect(subscriptionKeys({ ...KEYS, expirationTime: null })).toEqual(KEYS);
    expect(subscriptionKeys({ endpoint: KEYS.endpoint, keys: { p256dh: "p" } })).toBeNull();
  });
});

describe("turnOnPush", () => {
  it("is unsupported where the browser has no push (no window here)", async () => {
    expect(await turnOnPush(PUBLIC_KEY, async () => {})).toBe("unsupported");
  });

  it("subscribes with the server's key and hands the subscription to the server", async () => {
    const { pushManager } = browserWithPush("granted", async () => {});
    const send = vi.fn(async () => ({ ok: true }));
    expect(await turnOnPush(PUBLIC_KEY, send)).toBe("on");
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(PUBLIC_KEY),
    });
    expect(send).toHaveBeenCalledWith(KEYS);
  });

  it("stops at a refused or dismissed permission, before subscribing", async () => {
    const denied = browserWithPush("denied", async () => {});
    expect(await turnOnPush(PUBLIC_KEY, async () => {})).toBe("denied");
    expect(denied.pushManager.subscribe).not.toHaveBeenCalled();
    browserWithPush("default", async () => {});
    expect(await turnOnPush(PUBLIC_KEY, async () => {})).toBe("dismissed");
  });

  it("fails when the browser has no push service", async () => {
    browserWithPush("granted", async () => {
      throw new DOMException("Registration failed - push service not available", "AbortError");
    });
    expect(await turnOnPush(PUBLIC_KEY, async () => {})).toBe("failed");
  });

  it("drops the browser's subscription again when the server does not take it", async () => {
    const { subscription } = browserWithPush("granted", async () => {});
    const refused = async () => {
      throw new Error("offline");
    };
    expect(await turnOnPush(PUBLIC_KEY, refused)).toBe("failed");
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });
});

describe("turnOffPush", () => {
  it("tells the server, then unsubscribes the browser, even when the server cannot be reached", async () => {
    const { subscription, pushManager } = browserWithPush("granted", async () => {});
    pushManager.getSubscription.mockResolvedValue(subscription);
    const forget = vi.fn(async () => {
      throw new Error("offline");
    });
    await turnOffPush(forget);
    expect(forget).toHaveBeenCalledWith(KEYS.endpoint);
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });
});
