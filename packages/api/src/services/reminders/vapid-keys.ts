import webpush from "web-push";

/**
 * The server's VAPID key pair (RFC 8292, decision 032): P-256, base64url without padding, as
 * web-push makes them and browsers take them (`applicationServerKey`).
 */
export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const bytesOf = (value: string) => (BASE64URL.test(value) ? Buffer.from(value, "base64url") : Buffer.alloc(0));

/** An uncompressed P-256 point: 65 bytes starting with 4. */
export function isVapidPublicKey(value: string): boolean {
  const bytes = bytesOf(value);
  return bytes.length === 65 && bytes[0] === 4;
}

/** A P-256 private scalar: 32 bytes. */
export const isVapidPrivateKey = (value: string): boolean => bytesOf(value).length === 32;
