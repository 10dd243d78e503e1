import net from "node:net";

/**
 * A TCP proxy the test controls, between the server under test and PostgreSQL (which refuses to
 * run as root, so a test cannot stop its own cluster with SIGSTOP):
 * - pass: bytes flow both ways;
 * - freeze: bytes stop in both directions and sockets stay open, as with a server stopped by
 *   SIGSTOP; what a client sends meanwhile, and its end of stream, are delivered on the next
 *   pass, as a thawed server reads them from its socket buffer;
 * - drop: every connection is cut and new ones are refused, as with a server that is down.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  route(url: string): string;
  pass(): Promise<void>;
  freeze(): void;
  /** Passes until a chunk from a client makes `when` true; that chunk is the first one held. */
  freezeWhen(when: (chunk: string) => boolean): void;
  drop(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  toUpstream: Buffer[];
  toClient: Buffer[];
  clientEnded: boolean;
  upstreamEnded: boolean;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: "pass" | "frozen" | "dropped" = "pass";
  let trigger: ((chunk: string) => boolean) | undefined;
  const pairs = new Set<Pair>();

  const flush = (pair: Pair) => {
    for (const chunk of pair.toUpstream.splice(0)) pair.upstream.write(chunk);
    if (pair.clientEnded) pair.upstream.end();
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
    if (pair.upstreamEnded) pair.client.end();
  };

  const server = net.createServer((client) => {
    if (state === "dropped") {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: Pair = { client, upstream, toUpstream: [], toClient: [], clientEnded: false, upstreamEnded: false };
    pairs.add(pair);
    client.on("data", (chunk) => {
      if (state === "pass" && trigger?.(chunk.toString("latin1"))) {
        trigger = undefined;
        state = "frozen";
      }
      if (state === "pass") upstream.write(chunk);
      else pair.toUpstream.push(chunk);
    });
    upstream.on("data", (chunk) => {
      if (state === "pass") client.write(chunk);
      else pair.toClient.push(chunk);
    });
    client.on("end", () => {
      pair.clientEnded = true;
      if (state === "pass") upstream.end();
    });
    upstream.on("end", () => {
      pair.upstreamEnded = true;
      if (state === "pass") client.end();
    });
    // A reset is passed on as a close of the other side; errors are the test's expected weather.
    client.on("error", () => {});
    upstream.on("error", () => {});
    client.on("close", () => {
      pair.clientEnded = true;
      if (state === "pass") upstream.end();
    });
    upstream.on("close", () => {
      pair.upstreamEnded = true;
      if (state === "pass") client.end();
      pairs.delete(pair);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server.listening) return resolve();
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });

  return {
    port,
    route(url) {
      const routed = new URL(url);
      routed.hostname = "127.0.0.1";
      routed.port = String(port);
      return routed.toString();
    },
    async pass() {
      state = "pass";
      await listen();
      for (const pair of pairs) flush(pair);
    },
    freeze() {
      state = "frozen";
    },
    freezeWhen(when) {
      trigger = when;
    },
    async drop() {
      state = "dropped";
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
