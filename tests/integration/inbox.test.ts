import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.server";
import { api, login, openServerDatabase } from "../support/admin";
import { quoteTerms } from "../support/quote-request";
import { freePort, startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

const XSS_NAME = "<img src=x onerror=alert(1)> Amara";

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF), enough to read our own export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}


describe("the admin inbox", () => {
  let server: TestServer;
  let database: Database;
  let smtp: TestSmtpServer | undefined;
  let smtpPort: number;
  let cookie: string;
  const ids: Record<string, string> = {};
  /** The list page before any message arrived. */
  let emptyInbox: string;

  async function submit(path: "/api/contact" | "/api/inquiry", body: Record<string, string>): Promise<string> {
    const answer = await api(server, "POST", path, { body });
    expect(answer.status, answer.text).toBe(201);
    return answer.json.data.id as string;
  }

  /** The message page's form, posted as a browser without JavaScript posts it; `null` sends no cookie. */
  function postForm(id: string, fields: Record<string, string>, withCookie: string | null = cookie) {
    return fetch(`${server.url}/adminmessages/${id}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: server.url,
        ...(withCookie ? { cookie: withCookie } : {}),
      },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  }

  /** `null` sends no cookie. */
  function get(path: string, withCookie: string | null = cookie) {
    return fetch(`${server.url}${path}`, { headers: withCookie ? { cookie: withCookie } : {}, redirect: "manual" });
  }

  const outboxOf = (id: string) => database.db.selectFrom("outbox").selectAll().where("message_id", "=", id).where("recipient", "=", "company").executeTakeFirst();
  const statusOf = async (id: string) =>
    (await database.db.selectFrom("messages").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

  beforeAll(async () => {
    // Mail goes to a port nobody listens on: every delivery fails twice and is parked.
    smtpPort = await freePort();
    server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_RETRY_BASE_MS: "100", OUTBOX_MAX_ATTEMPTS: "2" },
    });
    database = openServerDatabase(server);
    cookie = await login(server);
    emptyInbox = await (await get("/adminmessages")).text();
    ids.xss = await submit("/api/contact", {
      name: XSS_NAME,
      email: "amara@example.com",
      phone: "2348012345678",
      interest: "Contract manufacturing",
      time: "14/3/2025, 10:15:00 am",
    });
    ids.formula = await submit("/api/contact", {
      name: "=HYPERLINK(\"http://evil.example\",\"Click\")",
      email: "formula@example.com",
      phone: "",
      interest: "Other",
      time: "",
    });
    ids.inquiry = await submit("/api/inquiry", {
      product: "Neem Soap",
      email: "-buyer@example.com",
      phone: "+254 722 000 000",
      country: "Kenya",
      message: "-2+3, please\nand \"quote\" CIF",
    });
    await until(async () => {
      // The company's three deliveries (the senders' acknowledgements are not the inbox's concern).
      const rows = await database.db.selectFrom("outbox").select("state").where("recipient", "=", "company").execute();
      return rows.length === 3 && rows.every((r) => r.state === "failed");
    }, "every delivery to be parked");
  });
  afterAll(async () => {
    await database?.close();
    await server?.dispose();
    await smtp?.close();
  });

  describe("without a session", () => {
    it.each(["/adminmessages", "/adminmessages?kind=inquiry&q=neem&page=2", "/adminmessages/ID", "/adminmessages.csv?kind=contact"])(
      "GET %s redirects to the login page, which brings the admin back",
      async (path) => {
        const target = path.replace("ID", ids.xss!);
        const res = await get(target, null);
        expect(res.status).toBe(302);
        expect(res.headers.get("location")).toBe(`/adminlogin?redirectTo=${encodeURIComponent(target)}`);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(await res.text()).not.toContain("Amara");
      },
    );

    it("the data requests of client-side navigation reveal nothing either", async () => {
      for (const path of ["/adminmessages.data", `/adminmessages/${ids.xss}.data`]) {
        const res = await get(path, null);
        const body = await res.text();
        expect(body).not.toContain("Amara");
        expect(body).not.toContain("amara@example.com");
        expect(body).toContain("/adminlogin?redirectTo=");
      }
    });

    it("a forged or ended session is no session", async () => {
      const ended = await login(server);
      await api(server, "POST", "/api/admin/auth/logout", { cookie: ended });
      for (const bad of [ended, `sid=${"A".repeat(43)}`]) {
        expect((await get("/adminmessages", bad)).status).toBe(302);
        expect((await get("/adminmessages.csv", bad)).status).toBe(302);
        expect((await api(server, "GET", "/api/admin/messages", { cookie: bad })).status).toBe(401);
      }
    });

    it("the status form and the retry button change nothing", async () => {
      const status = await postForm(ids.xss!, { intent: "status", status: "archived" }, null);
      expect(status.status).toBe(302);
      expect(status.headers.get("location")).toBe(`/adminlogin?redirectTo=${encodeURIComponent(`/adminmessages/${ids.xss}`)}`);
      expect(await statusOf(ids.xss!)).toBe("new");
      const retry = await postForm(ids.inquiry!, { intent: "retry" }, null);
      expect(retry.status).toBe(302);
      expect((await outboxOf(ids.inquiry!))?.state).toBe("failed");
    });

    it("every inbox API endpoint answers 401 Not authenticated", async () => {
      const calls = [
        api(server, "GET", "/api/admin/messages"),
        api(server, "GET", `/api/admin/messages/${ids.xss}`),
        api(server, "PATCH", `/api/admin/messages/${ids.xss}`, { body: { status: "archived" } }),
        api(server, "POST", `/api/admin/messages/${ids.inquiry}/retry`),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.status).toBe(401);
        expect(answer.json).toEqual({ success: false, message: "Not authenticated" });
      }
      expect(await statusOf(ids.xss!)).toBe("new");
      expect((await outboxOf(ids.inquiry!))?.state).toBe("failed");
    });
  });

  describe("the list and the message page", () => {
    it("show visitor text as text: the markup arrives escaped, never as an element", async () => {
      for (const path of ["/adminmessages", `/adminmessages/${ids.xss}`]) {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("no-store");
        const html = await res.text();
        expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; Amara");
        expect(html).not.toContain("<img src=x");
        // The sidebar counts the new messages.
        expect(html).toContain('aria-label="Messages, 3 new"');
      }
    });

    it("list newest first, filter, search and page by the URL", async () => {
      const list = async (search: string) =>
        (await api(server, "GET", `/api/admin/messages${search}`, { cookie })).json.data as {
          messages: Array<{ id: string }>;
          total: number;
          page: number;
          pageCount: number;
        };
      expect((await list("")).messages.map((m) => m.id)).toEqual([ids.inquiry, ids.formula, ids.xss]);
      expect((await list("?kind=inquiry")).messages.map((m) => m.id)).toEqual([ids.inquiry]);
      expect((await list("?q=HYPERLINK")).messages.map((m) => m.id)).toEqual([ids.formula]);
      expect((await list("?delivery=failed&kind=contact")).total).toBe(2);
      expect((await list("?delivery=sent")).total).toBe(0);
      expect(await list("?page=99")).toMatchObject({ page: 1, pageCount: 1, total: 3 });

      const html = await (await get("/adminmessages?kind=contact&q=amara")).text();
      expect(html).toContain(`href="/adminmessages/${ids.xss}"`);
      expect(html).not.toContain(`href="/adminmessages/${ids.inquiry}"`);
      expect(html).toContain('href="/adminmessages.csv?kind=contact&amp;q=amara"');
    });

    it("say so when there is nothing to show", async () => {
      expect(emptyInbox).toContain("No messages yet.");
      expect(emptyInbox).not.toContain("<table");
      const none = await (await get("/adminmessages?q=nothing-matches-this")).text();
      expect(none).toContain("No messages match these filters.");
      expect(none).toContain(">Show all messages</a>");
    });

    it("an unknown message is a 404 page inside the admin area", async () => {
      const res = await get("/adminmessages/no-such-message");
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Message not found");
      expect((await api(server, "GET", "/api/admin/messages/no-such-message", { cookie })).status).toBe(404);
    });
  });

  describe("the CSV export", () => {
    it("is a download of the filtered list, newest first, with every field", async () => {
      const res = await get("/adminmessages.csv?kind=contact&page=7");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const bytes = Buffer.from(await res.arrayBuffer());
      // A byte-order mark, so spreadsheets read the file as UTF-8.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(bytes.subarray(3).toString("utf8"));
      expect(header).toEqual([
        "Received (ISO 8601)", "Type", "Name", "Email", "Phone", "Interest", "Product", "Country", "Message",
        "Sender's local time", "Status", "Delivery", "Attempts", "Last delivery error", "ID", "Country code",
        "Reference", "Company", "Destination", "Incoterm", "Wanted by", "Language", "Products", "Documents requested", "Channel",
        "Owner", "Stage", "Follow-up",
      ]);
      // The page is ignored: the export holds every message the filters select.
      expect(rows.map((r) => r[14])).toEqual([ids.formula, ids.xss]);
      const xss = rows[1]!;
      expect(xss.slice(1, 6)).toEqual(["contact", XSS_NAME, "amara@example.com", "2348012345678", "Contract manufacturing"]);
      expect(xss[9]).toBe("14/3/2025, 10:15:00 am");
      expect(xss.slice(10, 13)).toEqual(["new", "failed", "2"]);
      expect(xss[13]).toMatch(/ECONNREFUSED|connect/i);
      // The server's received time: ISO 8601 with the server's own offset.
      expect(xss[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
      expect(Math.abs(Date.now() - new Date(xss[0]!).getTime())).toBeLessThan(10 * 60_000);
    });

    it("defuses cells a spreadsheet would run as a formula (= + - @)", async () => {
      const all = parseCsv(await (await get("/adminmessages.csv")).text());
      const formula = all.find((r) => r[14] === ids.formula)!;
      expect(formula[2]).toBe("'=HYPERLINK(\"http://evil.example\",\"Click\")");
      const inquiry = all.find((r) => r[14] === ids.inquiry)!;
      // A phone number with its country code is written as typed: digits and spaces after a +
      // make no formula, and an apostrophe would show in the spreadsheet.
      expect(inquiry.slice(1, 9)).toEqual([
        "inquiry", "", "'-buyer@example.com", "+254 722 000 000", "", "Neem Soap", "Kenya", "'-2+3, please\nand \"quote\" CIF",
      ]);
      for (const row of all.slice(1)) for (const cell of row) expect(cell).toMatch(/^(?![=+\-@])|^\+\d{1,3}( ?\d){6,14}$/);
    });

    it("gives a quote request's product lines in one column: quantity, unit, product, note", async () => {
      const quote = await api(server, "POST", "/api/quote", {
        body: {
          ...quoteTerms,
          phone: "+254 712 345 678",
          lines: [
            { product: "verdamol-500-tablets", quantity: 250000, unit: "strips", note: "Blister packs" },
            { product: "ambromer-ls-syrup", quantity: 5000, unit: "boxes", note: "" },
          ],
        },
      });
      expect(quote.status, quote.text).toBe(201);
      const [header, ...rows] = parseCsv((await (await get("/adminmessages.csv?kind=quote")).text()).slice(1));
      const row = rows.find((r) => r[14] === quote.json.data.id)!;
      expect(row[header!.indexOf("Phone")]).toBe("+254 712 345 678");
      expect(row[header!.indexOf("Products")]).toBe("250,000 strips Verdamol 500 Tablets (Blister packs); 5,000 boxes Ambromer-LS Syrup");
      expect(row[header!.indexOf("Channel")]).toBe("web");
      // Other messages have no lines.
      const contact = parseCsv(await (await get("/adminmessages.csv?kind=contact")).text())[1]!;
      expect(contact[header!.indexOf("Products")]).toBe("");
      // Out of the way of the counts of new messages the tests below check.
      const archived = await api(server, "PATCH", `/api/admin/messages/${quote.json.data.id}`, { cookie, body: { status: "archived" } });
      expect(archived.status, archived.text).toBe(200);
    });
  });

  describe("the status", () => {
    it("is saved by the page's form and persists", async () => {
      const res = await postForm(ids.xss!, { intent: "status", status: "in_progress" });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Status updated");
      expect(html).toContain("Marked as In progress.");
      expect(await statusOf(ids.xss!)).toBe("in_progress");
      expect(html).toContain('aria-label="Messages, 2 new"');
      const page = await (await get(`/adminmessages/${ids.xss}`)).text();
      expect(page).toMatch(/<option value="in_progress" selected="">In progress<\/option>/);
      const filtered = await api(server, "GET", "/api/admin/messages?status=in_progress", { cookie });
      expect(filtered.json.data.messages.map((m: { id: string }) => m.id)).toEqual([ids.xss]);
    });

    it("refuses an unknown status or message and changes nothing", async () => {
      const bad = await postForm(ids.formula!, { intent: "status", status: "deleted" });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain("Choose a status from the list");
      expect(await statusOf(ids.formula!)).toBe("new");
      expect((await postForm("no-such-message", { intent: "status", status: "replied" })).status).toBe(404);

      const api400 = await api(server, "PATCH", `/api/admin/messages/${ids.formula}`, { cookie, body: { status: "deleted" } });
      expect(api400.status).toBe(400);
      expect(api400.json.errors).toEqual({ status: "Choose a status from the list" });
      expect(await statusOf(ids.formula!)).toBe("new");
    });

    it("is set through the API too", async () => {
      const answer = await api(server, "PATCH", `/api/admin/messages/${ids.formula}`, { cookie, body: { status: "archived" } });
      expect(answer.status).toBe(200);
      expect(answer.json.data).toMatchObject({ id: ids.formula, status: "archived" });
      expect(await statusOf(ids.formula!)).toBe("archived");
    });

    it("refuses a cross-site post even with the admin's cookie", async () => {
      const res = await fetch(`${server.url}/adminmessages/${ids.formula}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", cookie },
        body: new URLSearchParams({ intent: "status", status: "new" }),
        redirect: "manual",
      });
      expect(res.status).toBe(403);
      expect(await statusOf(ids.formula!)).toBe("archived");
    });
  });

  describe("retrying a parked delivery", () => {
    it("re-queues it with a fresh count, and the mail goes out once SMTP answers", async () => {
      const parked = (await outboxOf(ids.xss!))!;
      expect(parked).toMatchObject({ state: "failed", attempts: 2 });
      smtp = await startSmtpServer(smtpPort);

      const res = await postForm(ids.xss!, { intent: "retry" });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Delivery queued again");
      const after = (await outboxOf(ids.xss!))!;
      expect(["queued", "sending", "sent"]).toContain(after.state);
      expect(after.idempotency_key).toBe(parked.idempotency_key);

      await smtp.waitForMails(1);
      const sent = await until(async () => {
        const row = await outboxOf(ids.xss!);
        return row?.state === "sent" ? row : undefined;
      }, "the retried delivery to be sent");
      expect(sent.attempts).toBe(1);
      // Other deliveries waiting for SMTP (a buyer's acknowledgement) may go out first.
      const retried = await until(async () => {
        const found = smtp!.mails.filter((mail) => mail.text.includes(ids.xss!));
        return found.length > 0 ? found : undefined;
      }, "the retried mail to arrive");
      expect(retried).toHaveLength(1);
      expect(retried[0]!.text).toContain(XSS_NAME);
    });

    it("refuses to retry a delivery that is not parked", async () => {
      const res = await postForm(ids.xss!, { intent: "retry" });
      expect(res.status).toBe(409);
      expect(await res.text()).toContain("Only a failed delivery can be retried.");
      const answer = await api(server, "POST", `/api/admin/messages/${ids.xss}/retry`, { cookie });
      expect(answer.status).toBe(409);
      expect(answer.json.message).toBe("Only a failed delivery can be retried");
    });

    it("re-queues through the API too", async () => {
      const answer = await api(server, "POST", `/api/admin/messages/${ids.inquiry}/retry`, { cookie });
      expect(answer.status).toBe(200);
      expect(answer.json.data.delivery.state).toMatch(/^(queued|sending|sent)$/);
      await until(async () => (await outboxOf(ids.inquiry!))?.state === "sent", "the inquiry to be sent");
      expect((await api(server, "POST", "/api/admin/messages/no-such-message/retry", { cookie })).status).toBe(404);
    });
  });
});
