import net from "node:net";

/**
 * A TCP proxy in front of PostgreSQL that a test can cut off and restore: cutting closes every
 * connection through it and refuses new ones (the database went away); `hang` accepts connections
 * and never answers (a host that stopped answering); `restore` forwards again on the same port.
 */
export interface TcpProxy {
  port: number;
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  cut(): Promise<void>;
  hang(): Promise<void>;
  /** Drops the connections; new ones reach the database only after `ms` (a slow network). */
  slow(ms: number): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: "forward" | "hang" = "forward";
  let delayMs = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    client.on("error", () => {});
    if (mode === "hang") return;
    client.pause();
    const forward = () => {
      if (client.destroyed) return;
      const upstream = net.connect(target.port, target.host);
      track(upstream);
      upstream.on("error", () => client.destroy());
      client.on("error", () => upstream.destroy());
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
      client.pipe(upstream).pipe(client);
      client.resume();
    };
    if (delayMs > 0) setTimeout(forward, delayMs);
    else forward();
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const port = await listen(0);
  return {
    port,
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
    async hang() {
      mode = "hang";
      dropAll();
      if (!server.listening) await listen(port);
    },
    async slow(ms) {
      delayMs = ms;
      dropAll();
      if (!server.listening) await listen(port);
    },
    async restore() {
      mode = "forward";
      delayMs = 0;
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}
