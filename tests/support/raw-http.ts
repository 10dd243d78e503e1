import net from "node:net";

export interface RawAnswer {
  status: number;
  /** Header names in lower case; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  /** Sent exactly as given: fetch and http.request refuse or rewrite some of the targets tested. */
  target: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's own address, e.g. 127.0.0.7: on Linux any 127.x address reaches a loopback server. */
  localAddress?: string;
}

/**
 * One HTTP/1.1 request written byte for byte on its own connection, and the answer read until the
 * server closes it.
 */
export function rawRequest(url: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const body = request.body ?? "";
  const headers: Record<string, string> = {
    host: `${hostname}:${port}`,
    connection: "close",
    ...(body ? { "content-length": String(Buffer.byteLength(body)) } : {}),
    ...request.headers,
  };
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: hostname, port: Number(port), localAddress: request.localAddress });
    socket.on("connect", () => socket.write(`${head}\r\n\r\n${body}`));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      try {
        resolve(parse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function parse(raw: Buffer): RawAnswer {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) throw new Error(`no complete HTTP answer: ${JSON.stringify(raw.toString("latin1"))}`);
  const [statusLine, ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine!)?.[1]);
  if (!status) throw new Error(`not an HTTP status line: ${statusLine}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  let payload = raw.subarray(end + 4);
  if (headers["transfer-encoding"]?.toLowerCase() === "chunked") payload = dechunk(payload);
  return { status, headers, body: payload.toString("utf8") };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
