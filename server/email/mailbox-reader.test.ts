import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.server";
import { MAIL_SOURCE_MAX, MailboxReader, messageIds, oversizedMail, parseMail } from "./mailbox-reader.server";

const log = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });

describe("messageIds", () => {
  it("reads each <id> of a header in order, whatever separates them", () => {
    expect(messageIds("<a@x.example> <b@x.example>\r\n <c@y.example>")).toEqual(["<a@x.example>", "<b@x.example>", "<c@y.example>"]);
    expect(messageIds(["<a@x.example>", "<b@x.example>"])).toEqual(["<a@x.example>", "<b@x.example>"]);
    expect(messageIds(undefined)).toEqual([]);
    expect(messageIds("no brackets here")).toEqual([]);
  });
});

describe("parseMail", () => {
  it("keeps the sender, the threading headers, the text and the attachments", async () => {
    const raw = [
      "From: =?UTF-8?B?0JjQstCw0L0=?= <ivan@pharma.example>",
      "To: sales@mailbox.example",
      "Subject: =?UTF-8?Q?Re:_=D0=9F=D1=80=D0=B5=D0=B4=D0=BB=D0=BE=D0=B6=D0=B5=D0=BD=D0=B8=D0=B5?=",
      "Message-ID: <m1@pharma.example>",
      "In-Reply-To: <r1@mailbox.example>",
      "References: <a1@mailbox.example> <r1@mailbox.example>",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="b"',
      "",
      "--b",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Спасибо",
      "--b",
      'Content-Type: application/pdf; name="order.pdf"',
      "Content-Transfer-Encoding: base64",
      'Content-Disposition: attachment; filename="order.pdf"',
      "",
      Buffer.from("%PDF-1.4 test").toString("base64"),
      "--b--",
      "",
    ].join("\r\n");
    const mail = await parseMail(Buffer.from(raw), "7-42");
    expect(mail).toMatchObject({
      messageId: "<m1@pharma.example>",
      inReplyTo: "<r1@mailbox.example>",
      references: ["<a1@mailbox.example>", "<r1@mailbox.example>"],
      from: { address: "ivan@pharma.example", name: "Иван" },
      to: "sales@mailbox.example",
      subject: "Re: Предложение",
      mailboxKey: "7-42",
    });
    expect(mail?.text.trim()).toBe("Спасибо");
    expect(mail?.attachments.map((file) => [file.fileName, file.contentType, file.content.toString()])).toEqual([["order.pdf", "application/pdf", "%PDF-1.4 test"]]);
  });

  it("has no mail for one without a sender", async () => {
    expect(await parseMail(Buffer.from("Subject: nobody\r\n\r\ntext\r\n"), "1-1")).toBeNull();
  });
});

describe("oversizedMail", () => {
  it("keeps a mail too large to read by its envelope, threaded by its In-Reply-To, and says where the whole mail is", () => {
    const mail = oversizedMail(
      { size: MAIL_SOURCE_MAX + 1, envelope: { messageId: "<big@buyer.example>", inReplyTo: "<r1@mailbox.example>", subject: "Scans", from: [{ name: "Ana", address: "ana@buyer.example" }], to: [{ address: "sales@mailbox.example" }] } },
      "7-9",
    );
    expect(mail).toMatchObject({ messageId: "<big@buyer.example>", inReplyTo: "<r1@mailbox.example>", from: { address: "ana@buyer.example", name: "Ana" }, subject: "Scans", attachments: [], mailboxKey: "7-9" });
    expect(mail?.text).toContain(`${MAIL_SOURCE_MAX + 1} bytes`);
    expect(oversizedMail({ size: MAIL_SOURCE_MAX + 1, envelope: { subject: "no sender" } }, "7-10")).toBeNull();
  });
});

describe("MailboxReader", () => {
  let closing: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await closing?.();
    closing = undefined;
  });

  it("reports an unreachable mailbox and waits longer after each failure (on a controlled clock), never throwing", async () => {
    // A port that answers nothing: every look fails at once.
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as net.AddressInfo).port;
    closing = () => new Promise((resolve) => server.close(() => resolve()));
    let now = 1_000_000;
    const received: unknown[] = [];
    const reader = new MailboxReader(
      { url: `imap://u:p@127.0.0.1:${port}/INBOX`, pollMs: 60_000, retryBaseMs: 1_000, retryMaxMs: 4_000, batchSize: 10 },
      async (mail) => {
        received.push(mail);
        return true;
      },
      log,
      () => now,
    );
    expect(reader.status().state).toBe("starting");
    reader.kick();
    await reader.idle();
    expect(reader.status()).toMatchObject({ state: "failing", failures: 1, nextAttemptAt: now + 1_000 });
    // Before its time, a look is not even tried.
    now += 999;
    reader.kick();
    await reader.idle();
    expect(reader.status().failures).toBe(1);
    now += 1;
    reader.kick();
    await reader.idle();
    expect(reader.status()).toMatchObject({ state: "failing", failures: 2, nextAttemptAt: now + 2_000 });
    now += 2_000;
    reader.kick();
    await reader.idle();
    now += 4_000;
    reader.kick();
    await reader.idle();
    // Doubling, up to the most.
    expect(reader.status()).toMatchObject({ failures: 4, nextAttemptAt: now + 4_000 });
    expect(reader.status().lastError).toBeTruthy();
    expect(received).toEqual([]);
    await reader.stop();
  });
});
