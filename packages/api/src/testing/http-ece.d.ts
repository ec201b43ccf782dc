/** The part of http_ece (Encrypted Content-Encoding for HTTP, RFC 8188) the stand-in push service uses. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  interface DecryptParams {
    version: "aes128gcm";
    /** The receiver's key pair (a browser's subscription). */
    privateKey: ECDH;
    /** The subscription's auth secret. */
    authSecret: Buffer | string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
