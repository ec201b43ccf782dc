import { describe, expect, it } from "vitest";
import { BROWSER_PUSH_SERVICES, isPushService } from "./push-services";

describe("the push services a subscription may name", () => {
  it("takes the browsers' push services", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QGx1",
      "https://wns2-by3p.notify.windows.com/w/?token=BQYA",
    ]) {
      expect(isPushService(endpoint, BROWSER_PUSH_SERVICES), endpoint).toBe(true);
    }
  });

  it("refuses any other address: internal hosts, look-alikes, other schemes and ports, credentials", () => {
    for (const endpoint of [
      "http://127.0.0.1:5432/",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/send",
      "https://evilnotify.windows.com/w",
      "https://notify.windows.com/w",
      "https://user:secret@fcm.googleapis.com/fcm/send/abc",
      "not a url",
    ]) {
      expect(isPushService(endpoint, BROWSER_PUSH_SERVICES), endpoint).toBe(false);
    }
  });

  it("takes exactly the origins a replacement list names, port included", () => {
    expect(isPushService("http://127.0.0.1:4100/push/a", ["http://127.0.0.1:4100"])).toBe(true);
    expect(isPushService("http://127.0.0.1:4101/push/a", ["http://127.0.0.1:4100"])).toBe(false);
    expect(isPushService("https://fcm.googleapis.com/fcm/send/a", ["http://127.0.0.1:4100"])).toBe(false);
  });
});
