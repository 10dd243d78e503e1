import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { ImapFlow } from "imapflow";
import { requireBinary } from "./binaries";
import { freePort } from "./server";
import { until } from "./until";

export interface TestImapServer {
  port: number;
  /** The IMAP_URL a site reads the mailbox with. */
  url: string;
  /** Puts a raw mail into the mailbox, unread (IMAP APPEND). */
  deliver(raw: string): Promise<void>;
  /** How many mails the mailbox holds, and how many are unread. */
  counts(): Promise<{ total: number; unread: number }>;
  /** Stops the server (the mailbox stays); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const USER = "sales@mailbox.example";
const PASSWORD = "mailbox-secret";

/**
 * A real IMAP server (Dovecot, Debian's dovecot-imapd) on 127.0.0.1 with one mailbox, its
 * configuration and mail in a temporary folder. As root (CI) it runs its parts as Dovecot's own
 * users; otherwise as the user running the tests.
 */
export async function startImapServer(): Promise<TestImapServer> {
  const dovecot = requireBinary("dovecot", "dovecot-imapd");
  const dir = mkdtempSync(path.join(os.tmpdir(), "export-site-imap-"));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const idOf = (flag: "-u" | "-g", user: string) => Number(execFileSync("id", [flag, user], { encoding: "utf8" }).trim());
  const mailUid = root ? idOf("-u", "dovecot") : (process.getuid?.() ?? 0);
  const mailGid = root ? idOf("-g", "dovecot") : (process.getgid?.() ?? 0);
  const me = userInfo().username;
  mkdirSync(path.join(dir, "home"));
  mkdirSync(path.join(dir, "run"));
  chmodSync(dir, 0o755);
  if (root) chownSync(path.join(dir, "home"), mailUid, mailGid);
  writeFileSync(path.join(dir, "passwd"), `${USER}:{PLAIN}${PASSWORD}\n`, { mode: 0o644 });
  writeFileSync(
    path.join(dir, "dovecot.conf"),
    [
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/state`,
      `log_path = ${dir}/dovecot.log`,
      "protocols = imap",
      "listen = 127.0.0.1",
      "ssl = no",
      "disable_plaintext_auth = no",
      "auth_mechanisms = plain login",
      `default_internal_user = ${root ? "dovecot" : me}`,
      `default_login_user = ${root ? "dovenull" : me}`,
      `first_valid_uid = ${mailUid}`,
      "passdb {",
      "  driver = passwd-file",
      `  args = scheme=PLAIN username_format=%u ${dir}/passwd`,
      "}",
      "userdb {",
      "  driver = static",
      `  args = uid=${mailUid} gid=${mailGid} home=${dir}/home/%u`,
      "}",
      "mail_location = maildir:~/Maildir",
      "service imap-login {",
      "  inet_listener imap {",
      "    address = 127.0.0.1",
      `    port = ${port}`,
      "  }",
      "  inet_listener imaps {",
      "    port = 0",
      "  }",
      "}",
      "",
    ].join("\n"),
  );
  let child: ChildProcess | undefined;
  const client = () => new ImapFlow({ host: "127.0.0.1", port, secure: false, auth: { user: USER, pass: PASSWORD }, logger: false });
  const start = async () => {
    child = spawn(dovecot, ["-F", "-c", path.join(dir, "dovecot.conf")], { stdio: "ignore" });
    await until(async () => {
      const probe = client();
      probe.on("error", () => undefined);
      try {
        await probe.connect();
        await probe.logout();
        return true;
      } catch {
        return false;
      }
    }, "the IMAP server to accept a login");
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGTERM");
    });
  };
  const withMailbox = async <T>(work: (imap: ImapFlow) => Promise<T>): Promise<T> => {
    const imap = client();
    imap.on("error", () => undefined);
    await imap.connect();
    try {
      return await work(imap);
    } finally {
      await imap.logout();
    }
  };
  await start();
  return {
    port,
    url: `imap://${encodeURIComponent(USER)}:${PASSWORD}@127.0.0.1:${port}/INBOX`,
    deliver: (raw) => withMailbox(async (imap) => void (await imap.append("INBOX", Buffer.from(raw.replace(/\r?\n/g, "\r\n"))))),
    counts: () =>
      withMailbox(async (imap) => {
        const status = await imap.status("INBOX", { messages: true, unseen: true });
        if (!status) throw new Error("the mailbox's status could not be read");
        return { total: status.messages ?? 0, unread: status.unseen ?? 0 };
      }),
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
