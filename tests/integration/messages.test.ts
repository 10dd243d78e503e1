import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/database.server";
import { freePort, startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { api, login } from "../support/admin";
import { until } from "../support/until";

const contact = {
  name: "Amara Okafor",
  email: "amara@example.com",
  phone: "2348012345678",
  interest: "Contract manufacturing",
  time: "14/3/2025, 10:15:00 am",
};

const inquiry = {
  product: "Paracetamol 500 mg Tablets",
  email: "buyer@example.com",
  phone: "+254 722 000 000",
  country: "Kenya",
  message: "Please quote 50,000 strips, CIF Mombasa.\nWe need the WHO-GMP certificate.",
};

function post(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The server's own database, opened beside it (SQLite in WAL mode allows it). */
function openServerDb(server: TestServer): Database {
  return openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
}


describe("messages forwarded by SMTP", () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let database: Database;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Website <web@exports.example>", MAIL_TO: "sales@exports.example" },
    });
    database = openServerDb(server);
  });
  afterAll(async () => {
    await database?.close();
    await server?.dispose();
    await smtp?.close();
  });

  it("stores a contact message and mails it with every field, replying to the sender", async () => {
    const res = await post(server, "/api/contact", contact);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ success: true, data: { id: expect.any(String) } });
    const id = body.data.id as string;

    const stored = await database.db.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ kind: "contact", ...{ name: contact.name, email: contact.email, phone: contact.phone, interest: contact.interest }, client_time: contact.time, status: "new" });

    const mail = await until(async () => smtp.mails.find((m) => m.text.includes(id)), "the contact mail");
    expect(mail.headers.subject).toContain("Contract manufacturing");
    expect(mail.headers["reply-to"]).toBe(`Amara Okafor <amara@example.com>`);
    expect(mail.headers.from).toBe("Website <web@exports.example>");
    expect(mail.headers.to).toBe("sales@exports.example");
    for (const value of [contact.name, contact.email, contact.phone, contact.interest, contact.time]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
    const outbox = await until(
      async () => {
        const row = await database.db.selectFrom("outbox").selectAll().where("message_id", "=", id).where("recipient", "=", "company").executeTakeFirst();
        return row?.state === "sent" ? row : undefined;
      },
      "the outbox row to be marked sent",
    );
    expect(outbox.attempts).toBe(1);
    // The Message-ID comes from the idempotency key: a retried send is recognisable.
    expect(mail.headers["message-id"]).toBe(`<${outbox.idempotency_key}@exports.example>`);
  });

  it("stores an inquiry and mails it with every field, the product in the subject", async () => {
    const res = await post(server, "/api/inquiry", inquiry);
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const mail = await until(async () => smtp.mails.find((m) => m.text.includes(data.id)), "the inquiry mail");
    expect(mail.headers.subject).toContain(inquiry.product);
    expect(mail.headers["reply-to"]).toBe("buyer@example.com");
    for (const value of [inquiry.product, inquiry.email, inquiry.phone, inquiry.country, ...inquiry.message.split("\n")]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
  });

  it("accepts an international phone written with +, spaces and brackets, and keeps it as typed", async () => {
    const phone = "+254 712 345678";
    for (const [path, body] of [
      ["/api/contact", { ...contact, phone: ` ${phone} ` }],
      ["/api/inquiry", { ...inquiry, phone }],
      ["/api/inquiry", { ...inquiry, phone: "(011) 2345-6789" }],
    ] as const) {
      const res = await post(server, path, body);
      expect([path, res.status]).toEqual([path, 201]);
      const { data } = await res.json();
      const stored = await database.db.selectFrom("messages").select("phone").where("id", "=", data.id).executeTakeFirstOrThrow();
      expect(stored.phone).toBe(body.phone.trim());
    }
    const short = await post(server, "/api/inquiry", { ...inquiry, phone: "+254 712 34" });
    expect(short.status).toBe(400);
    expect((await short.json()).errors).toEqual({ phone: "Phone must be at least 10 digits" });
    const lettered = await post(server, "/api/contact", { ...contact, phone: "+254 712 345678 ext 9" });
    expect(lettered.status).toBe(400);
    expect((await lettered.json()).errors).toEqual({ phone: "Phone must be at least 10 digits" });
  });

  it("resolves the inquiry's country from any accepted spelling, storing its ISO code with the English name", async () => {
    for (const [typed, code, name] of [
      ["Perú", "PE", "Peru"],
      ["USA", "US", "United States"],
      ["viet nam", "VN", "Vietnam"],
      ["Côte d’Ivoire", "CI", "Côte d'Ivoire"],
      ["GB", "GB", "United Kingdom"],
    ] as const) {
      const res = await post(server, "/api/inquiry", { ...inquiry, country: typed });
      expect([typed, res.status]).toEqual([typed, 201]);
      const { data } = await res.json();
      const stored = await database.db.selectFrom("messages").select(["country", "country_code"]).where("id", "=", data.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ country: name, country_code: code });
      if (code === "PE") {
        const mail = await until(async () => smtp.mails.find((m) => m.text.includes(data.id)), "the Peru inquiry's mail");
        expect(mail.text).toContain("Country: Peru (PE)");
        expect(mail.headers.subject).toContain("(Peru)");
      }
    }
  });

  it("answers a country it cannot place with 400 and the field's message, storing nothing", async () => {
    const before = await countMessages(database);
    for (const country of ["Atlantis", "Peru Peru", "XX"]) {
      const res = await post(server, "/api/inquiry", { ...inquiry, country });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        message: "Please correct the highlighted fields",
        errors: { country: "Choose a country from the list" },
      });
    }
    const blank = await post(server, "/api/inquiry", { ...inquiry, country: " " });
    expect((await blank.json()).errors).toEqual({ country: "Country is required" });
    expect(await countMessages(database)).toBe(before);
  });

  it("takes a contact message whose interest is not one of the suggestions, and its optional message, shown in the inbox and the mail", async () => {
    const interest = "Veterinary antibiotics for poultry";
    const message = "200,000 capsules of Amoxicillin 500,\nCIF Mombasa.";
    const res = await post(server, "/api/contact", { ...contact, interest, message });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const stored = await database.db.selectFrom("messages").select(["interest", "message"]).where("id", "=", data.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ interest, message });

    const cookie = await login(server);
    const shown = await api(server, "GET", `/api/admin/messages/${data.id}`, { cookie });
    expect(shown.status).toBe(200);
    expect(shown.json.data).toMatchObject({ kind: "contact", interest, message });
    const page = await fetch(`${server.url}/adminmessages/${data.id}`, { headers: { cookie } });
    const html = await page.text();
    expect(html).toContain("Veterinary antibiotics for poultry");
    expect(html).toContain("200,000 capsules of Amoxicillin 500,");

    const mail = await until(async () => smtp.mails.find((m) => m.text.includes(data.id)), "the contact mail with a message");
    expect(mail.headers.subject).toContain(interest);
    expect(mail.text).toMatch(/Message:\r?\n200,000 capsules of Amoxicillin 500,\r?\nCIF Mombasa\./);
    expect(mail.html).toContain("CIF Mombasa.");

    const tooLong = await post(server, "/api/contact", { ...contact, message: "m".repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors).toEqual({ message: "Message must be at most 5000 characters" });
  });

  it("escapes every field in the HTML body", async () => {
    const name = `<img src=x onerror=alert(1)> & "Co"`;
    const res = await post(server, "/api/contact", { ...contact, name });
    const { data } = await res.json();
    const mail = await until(async () => smtp.mails.find((m) => m.text.includes(data.id)), "the mail");
    expect(mail.text).toContain(name);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Co&#34;");
  });

  it("answers invalid input with 400 and the specification's messages, storing nothing", async () => {
    const before = await countMessages(database);
    const res = await post(server, "/api/contact", { name: " ", email: "not an email", phone: "12345", interest: "" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      message: "Please correct the highlighted fields",
      errors: {
        name: "Name is required",
        email: "Invalid email format",
        phone: "Phone must be at least 10 digits",
        interest: "Interest is required",
      },
    });
    const inquiryRes = await post(server, "/api/inquiry", { product: "X" });
    expect(inquiryRes.status).toBe(400);
    expect((await inquiryRes.json()).errors).toEqual({
      email: "Email is required",
      country: "Country is required",
      message: "Message is required",
    });
    const empty = await fetch(`${server.url}/api/contact`, { method: "POST" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors.name).toBe("Name is required");
    expect(await countMessages(database)).toBe(before);
  });

  it("refuses a CR/LF header injection in any field that reaches a header", async () => {
    const before = await countMessages(database);
    const attacks: Array<[string, Record<string, unknown>, string]> = [
      ["/api/contact", { ...contact, name: "Eve\r\nBcc: victim@example.com" }, "name"],
      ["/api/contact", { ...contact, email: "eve@example.com\r\nBcc: victim@example.com" }, "email"],
      ["/api/inquiry", { ...inquiry, email: "eve@example.com\nBcc: victim@example.com" }, "email"],
      ["/api/inquiry", { ...inquiry, product: "Tablets\r\nBcc: victim@example.com" }, "product"],
    ];
    for (const [path, body, field] of attacks) {
      const res = await post(server, path, body);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(Object.keys(json.errors)).toEqual([field]);
    }
    expect(await countMessages(database)).toBe(before);
  });

  it("answers a 2 MB body with 413 and malformed JSON with 400, storing nothing", async () => {
    const before = await countMessages(database);
    const big = await post(server, "/api/contact", { ...contact, name: "x".repeat(2 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ success: false, message: "Request body is too large" });
    const bad = await post(server, "/api/inquiry", '{"email": "a@b.co",');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, message: "Request body is not valid JSON" });
    const form = await fetch(`${server.url}/api/contact`, { method: "POST", body: new URLSearchParams(contact) });
    expect(form.status).toBe(415);
    expect(await countMessages(database)).toBe(before);
  });

  it("takes a body of exactly 16,384 bytes and refuses one of 16,385 with 413, as JSON and as a plain form post", async () => {
    const LIMIT = 16_384;
    const before = await countMessages(database);
    // JSON allows trailing white space, so padding changes the size and nothing else.
    const json = JSON.stringify({ ...contact, name: "Limit Json" });
    const atLimit = await post(server, "/api/contact", json + " ".repeat(LIMIT - Buffer.byteLength(json)));
    expect(atLimit.status).toBe(201);
    const over = await post(server, "/api/contact", json + " ".repeat(LIMIT + 1 - Buffer.byteLength(json)));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ success: false, message: "Request body is too large" });

    const postForm = (body: string) =>
      fetch(`${server.url}/contact`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
    // A field the form does not know pads the post; the schema drops it.
    const fields = new URLSearchParams({ ...contact, name: "Limit Form", pad: "" }).toString();
    const formAtLimit = await postForm(fields + "x".repeat(LIMIT - Buffer.byteLength(fields)));
    expect(formAtLimit.status).toBe(200);
    expect(await formAtLimit.text()).toContain("We have received your inquiry.");
    const formOver = await postForm(fields + "x".repeat(LIMIT + 1 - Buffer.byteLength(fields)));
    expect(formOver.status).toBe(413);
    expect(await formOver.text()).toContain("Request body is too large");
    expect(await countMessages(database)).toBe(before + 2);
  });

  it("answers a filled honeypot like a success but stores and sends nothing", async () => {
    const before = await countMessages(database);
    const res = await post(server, "/api/contact", { ...contact, website: "https://spam.example" });
    expect(res.status).toBe(201);
    expect((await res.json()).success).toBe(true);
    expect(await countMessages(database)).toBe(before);
  });

  it("takes the contact form posted without JavaScript, with the same rules and answers", async () => {
    const before = await countMessages(database);
    const postForm = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/contact`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body,
      });
    const invalid = await postForm(new URLSearchParams({ name: "No Script", email: "wrong", phone: "", interest: "" }));
    expect(invalid.status).toBe(400);
    const page = await invalid.text();
    expect(page).toContain("Invalid email format");
    expect(page).toContain("Interest is required");
    expect(page).toContain('value="No Script"');

    const valid = await postForm(new URLSearchParams({ name: "No Script", email: "ns@example.com", phone: "", interest: "Other" }));
    expect(valid.status).toBe(200);
    expect(await valid.text()).toContain("We have received your inquiry.");
    expect(await countMessages(database)).toBe(before + 1);

    const injected = await postForm(new URLSearchParams({ name: "Eve\r\nBcc: v@example.com", email: "e@example.com", interest: "Other" }));
    expect(injected.status).toBe(400);
    const big = await postForm(new URLSearchParams({ name: "x".repeat(2 * 1024 * 1024), email: "e@example.com", interest: "Other" }));
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("Request body is too large");
    const honeypot = await postForm(new URLSearchParams({ ...contact, website: "spam" }));
    expect(honeypot.status).toBe(200);
    expect(await countMessages(database)).toBe(before + 1);
  });

  it("stores each of 200 concurrent messages exactly once", async () => {
    const before = await countMessages(database);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post(server, "/api/contact", { ...contact, name: `Concurrent ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(200).fill(201));
    const ids = await Promise.all(results.map(async (r) => (await r.json()).data.id as string));
    expect(new Set(ids).size).toBe(200);
    expect(await countMessages(database)).toBe(before + 200);
    const names = await database.db
      .selectFrom("messages")
      .select("name")
      .where("name", "like", "Concurrent %")
      .execute();
    expect(new Set(names.map((n) => n.name)).size).toBe(200);
    expect(names).toHaveLength(200);
    // ...and each is mailed once.
    await until(async () => smtp.mails.filter((m) => m.text.includes("Concurrent ")).length >= 200, "200 mails", 60_000);
    await until(async () => (await countOutbox(database, "sent")) === (await countOutbox(database)), "every row sent", 30_000);
    const messageIds = smtp.mails.filter((m) => m.text.includes("Concurrent ")).map((m) => m.headers["message-id"]);
    expect(new Set(messageIds).size).toBe(200);
    expect(messageIds).toHaveLength(200);
  });
});

async function countMessages(database: Database): Promise<number> {
  const row = await database.db.selectFrom("messages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countOutbox(database: Database, state?: string): Promise<number> {
  let query = database.db.selectFrom("outbox").select((eb) => eb.fn.countAll<number>().as("n"));
  if (state) query = query.where("state", "=", state as "sent");
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe("with no mail transport configured", () => {
  it("stores and logs the message, queuing no delivery", async () => {
    const server = await startTestServer();
    const database = openServerDb(server);
    try {
      const res = await post(server, "/api/contact", contact);
      expect(res.status).toBe(201);
      const { data } = await res.json();
      expect(await countMessages(database)).toBe(1);
      expect(await countOutbox(database)).toBe(0);
      // The log line reaches this process through a pipe, a moment after the answer.
      await until(async () => server.output().includes(data.id), "the log line");
      expect(server.output()).toContain("no mail transport configured");
    } finally {
      await database.close();
      await server.dispose();
    }
  });
});

describe("the rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { FORM_RATE_LIMIT: "3" } });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("counts contact and inquiry posts together and answers 429 with a clear message", async () => {
    expect((await post(server, "/api/contact", contact)).status).toBe(201);
    expect((await post(server, "/api/inquiry", inquiry)).status).toBe(201);
    expect((await post(server, "/api/contact", { name: "" })).status).toBe(400);
    const limited = await post(server, "/api/inquiry", inquiry);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      success: false,
      message: "Too many messages were sent from your network. Please wait a minute and try again.",
    });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(server, "/api/contact", contact)).status).toBe(429);
  });
});

describe("the rate limit behind a proxy (X-Forwarded-For)", () => {
  const from = (ip: string) => ({ "x-forwarded-for": ip });

  it("without TRUST_PROXY ignores the header: every client of the socket's address shares one count", async () => {
    const server = await startTestServer({ env: { FORM_RATE_LIMIT: "2" } });
    try {
      expect((await post(server, "/api/contact", contact, from("203.0.113.1"))).status).toBe(201);
      expect((await post(server, "/api/contact", contact, from("203.0.113.2"))).status).toBe(201);
      // A new forwarded address does not buy a new allowance.
      expect((await post(server, "/api/contact", contact, from("203.0.113.3"))).status).toBe(429);
    } finally {
      await server.dispose();
    }
  });

  it("with TRUST_PROXY=1 counts per forwarded client address", async () => {
    const server = await startTestServer({ env: { FORM_RATE_LIMIT: "2", TRUST_PROXY: "1" } });
    try {
      expect((await post(server, "/api/contact", contact, from("203.0.113.1"))).status).toBe(201);
      expect((await post(server, "/api/contact", contact, from("203.0.113.1"))).status).toBe(201);
      expect((await post(server, "/api/contact", contact, from("203.0.113.1"))).status).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await post(server, "/api/contact", contact, from("203.0.113.2"))).status).toBe(201);
      // A client cannot pick its address: with one hop trusted, only the proxy's last entry counts.
      expect((await post(server, "/api/contact", contact, from("198.51.100.7, 203.0.113.1"))).status).toBe(429);
    } finally {
      await server.dispose();
    }
  });
});

describe("when the SMTP server is down", () => {
  it("still answers 201, keeps the message, and mails it exactly once when SMTP is back", async () => {
    const port = await freePort();
    const server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_RETRY_BASE_MS: "200", OUTBOX_LEASE_MS: "2000" },
    });
    const database = openServerDb(server);
    let smtp: TestSmtpServer | undefined;
    try {
      const res = await post(server, "/api/contact", contact);
      expect(res.status).toBe(201);
      const { data } = await res.json();
      expect(await database.db.selectFrom("messages").select("id").where("id", "=", data.id).executeTakeFirst()).toEqual({ id: data.id });
      const failing = await until(async () => {
        const row = await database.db.selectFrom("outbox").selectAll().where("message_id", "=", data.id).where("recipient", "=", "company").executeTakeFirst();
        return row && row.attempts >= 2 && row.state === "queued" ? row : undefined;
      }, "two failed attempts");
      expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);

      smtp = await startSmtpServer(port);
      // The company's mail and the sender's acknowledgement, each delivered once.
      await smtp.waitForMails(2);
      await until(async () => {
        const rows = await database.db.selectFrom("outbox").select("state").where("message_id", "=", data.id).execute();
        return rows.length === 2 && rows.every((row) => row.state === "sent");
      }, "both rows to be marked sent");
      // Several more polls pass: nothing is sent again.
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.mails).toHaveLength(2);
      expect(smtp.mails.filter((m) => m.headers.to !== contact.email).map((m) => m.text.includes(data.id))).toEqual([true]);
      expect(smtp.mails.filter((m) => m.headers.to === contact.email).map((m) => m.headers.subject)).toEqual(["We have received your message"]);
    } finally {
      await database.close();
      await server.dispose();
      await smtp?.close();
    }
  });

  it("parks a message as failed after the last attempt", async () => {
    const port = await freePort();
    const server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_RETRY_BASE_MS: "100", OUTBOX_MAX_ATTEMPTS: "3" },
    });
    const database = openServerDb(server);
    try {
      const { data } = await (await post(server, "/api/inquiry", inquiry)).json();
      const parked = await until(async () => {
        const row = await database.db.selectFrom("outbox").selectAll().where("message_id", "=", data.id).where("recipient", "=", "company").executeTakeFirst();
        return row?.state === "failed" ? row : undefined;
      }, "the row to be parked");
      expect(parked.attempts).toBe(3);
      // The row is visible as soon as it commits; the log line follows it on the server's stdout.
      await until(async () => server.output().includes("message delivery failed; parked for the admin"), "the parking to be logged");
    } finally {
      await database.close();
      await server.dispose();
    }
  });
});

describe("a crash right after the answer", () => {
  it("loses nothing: after SIGKILL and a restart the message is stored and delivered once", async () => {
    const port = await freePort();
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_RETRY_BASE_MS: "200", OUTBOX_LEASE_MS: "1000" };
    const first = await startTestServer({ env });
    let second: TestServer | undefined;
    let smtp: TestSmtpServer | undefined;
    try {
      const res = await post(first, "/api/contact", { ...contact, name: "Crash Test" });
      expect(res.status).toBe(201);
      first.process.kill("SIGKILL");
      await first.stop();
      expect(first.process.signalCode).toBe("SIGKILL");
      const { data } = await res.json();

      smtp = await startSmtpServer(port);
      second = await startTestServer({ env, reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } });
      const database = openServerDb(second);
      try {
        const stored = await database.db.selectFrom("messages").selectAll().where("id", "=", data.id).executeTakeFirst();
        expect(stored?.name).toBe("Crash Test");
        await smtp.waitForMails(2);
        await until(async () => {
          const rows = await database.db.selectFrom("outbox").select("state").where("message_id", "=", data.id).execute();
          return rows.length === 2 && rows.every((row) => row.state === "sent");
        }, "both rows to be marked sent");
        await new Promise((r) => setTimeout(r, 1500));
        // The company's mail and the sender's acknowledgement, once each.
        expect(smtp.mails).toHaveLength(2);
        expect(smtp.mails.filter((m) => m.headers.to !== contact.email).map((m) => m.text.includes("Crash Test"))).toEqual([true]);
        expect(smtp.mails.filter((m) => m.headers.to === contact.email)).toHaveLength(1);
      } finally {
        await database.close();
      }
    } finally {
      await second?.stop();
      await first.dispose();
      await smtp?.close();
    }
  });
});
