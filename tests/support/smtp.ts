import { SMTPServer } from "smtp-server";

/** One received mail, decoded enough to assert on. */
export interface ReceivedMail {
  headers: Record<string, string>;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves once at least `count` mails have arrived (or rejects after `timeoutMs`). */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP peer on 127.0.0.1 (a given port, or a free one) that keeps what it receives. */
export async function startSmtpServer(port = 0, options: { rejectWith?: number } = {}): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.rejectWith) {
        const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
        error.responseCode = options.rejectWith;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push(parseMail(Buffer.concat(chunks).toString("utf8")));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as { port: number }).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    async waitForMails(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} mails, got ${mails.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function splitHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-Fa-f]{2})/g, "%25");
  try {
    return decodeURIComponent(bytes);
  } catch {
    return bytes;
  }
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() === "quoted-printable") return decodeQuotedPrintable(body.replace(/%/g, "=25"));
  return body;
}

function parseMail(raw: string): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = splitHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  let text = "";
  let html = "";
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).slice(1, -1)
    : [`Content-Type: ${headers["content-type"] ?? "text/plain"}\r\nContent-Transfer-Encoding: ${headers["content-transfer-encoding"] ?? "7bit"}\r\n\r\n${body}`];
  for (const part of parts) {
    const trimmed = part.replace(/^\r\n/, "");
    const at = trimmed.indexOf("\r\n\r\n");
    const partHeaders = splitHeaders(trimmed.slice(0, at));
    const content = decodeBody(trimmed.slice(at + 4).replace(/\r\n$/, ""), partHeaders["content-transfer-encoding"]);
    if (partHeaders["content-type"]?.startsWith("text/html")) html = content;
    else if (partHeaders["content-type"]?.startsWith("text/plain")) text = content;
  }
  return { headers, text, html, raw };
}
