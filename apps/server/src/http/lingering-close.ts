import { type IncomingMessage, Server, type ServerResponse } from "node:http";

/** How much of a body the server did not read it still takes in after its answer, and for how long. */
export interface LingerLimits {
  /** Bytes read and dropped at most; past them the connection is closed. */
  maxBytes: number;
  /** The longest the server waits for the rest of the body. */
  maxMs: number;
  /** The longest it waits for the next piece of it. */
  idleMs: number;
}

/**
 * A lingering close (docs/decisions/028-untrusted-bytes.md): when the answer to a request is sent
 * before its body was read to the end (a 413, a 401 to an upload), the rest of the body is read
 * and dropped, within `limits`, before the connection may close. Closing a socket with unread
 * bytes makes the kernel reset it, and a reset can reach the client before it has read the answer:
 * it would see EPIPE or ECONNRESET instead of "too large". Past the limits the socket is closed.
 */
function lingerAfterAnswer(incoming: IncomingMessage, outgoing: ServerResponse, limits: LingerLimits) {
  outgoing.once("finish", () => {
    if (incoming.complete || incoming.destroyed) return;
    const socket = incoming.socket;
    let bytes = 0;
    const cleanup = () => {
      clearTimeout(deadline);
      clearTimeout(idle);
      incoming.off("data", onData);
      incoming.off("end", cleanup);
      incoming.off("close", cleanup);
    };
    const close = () => {
      cleanup();
      if (!socket.destroyed) socket.destroy();
    };
    const deadline = setTimeout(close, limits.maxMs);
    const idle = setTimeout(close, limits.idleMs);
    const onData = (chunk: Buffer) => {
      bytes += chunk.byteLength;
      if (bytes > limits.maxBytes) close();
      else idle.refresh();
    };
    // A reader that stopped part-way (a body limit, a refused upload) is gone: nothing keeps the bytes.
    incoming.removeAllListeners("data");
    incoming.on("data", onData);
    incoming.once("end", cleanup);
    incoming.once("close", cleanup);
    incoming.resume();
  });
}

/**
 * Makes every request of `server` linger after its answer (lingerAfterAnswer). Serve the app with
 * @hono/node-server's `autoCleanupIncoming: false`: the adapter's own clean-up reads for at most
 * 500 ms and then closes the socket under a client still sending.
 */
export function lingerOnRequests(server: unknown, limits: LingerLimits) {
  if (!(server instanceof Server)) throw new Error("a lingering close needs an HTTP/1.1 server");
  server.prependListener("request", (incoming, outgoing) => lingerAfterAnswer(incoming, outgoing, limits));
}
